import type { UserInfo } from '@gpucloud/contracts';
import { deriveFunds } from '@gpucloud/domain';
import { Progress, Skeleton } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import styles from './FundsSummary.module.css';

/**
 * The main account's money as SPEC §3 derives it: balance (never below 0 while credit covers it),
 * compute vouchers, credit quota, what is left of it, and all of it together. While the account
 * loads (`info` undefined) the tiles show their labels and hold the amounts' places.
 */
export function FundsSummary({ info }: { info: UserInfo | undefined }) {
  const { t } = useTranslation();
  if (!info) {
    return (
      <div className={styles.grid}>
        {(['balance', 'vouchers', 'creditQuota', 'remainCredit', 'integrated'] as const).map((key) => (
          <Amount key={key} label={t(`wallet.funds.${key}`)} yuan={undefined} />
        ))}
      </div>
    );
  }
  const funds = deriveFunds(info);
  const quota = info.CreditMoneyQuota ?? 0;
  return (
    <div className={styles.grid}>
      <Amount label={t('wallet.funds.balance')} yuan={funds.displayMoney} highlight />
      <Amount label={t('wallet.funds.vouchers')} yuan={info.PowerMoney ?? 0} />
      <Amount label={t('wallet.funds.creditQuota')} yuan={quota} />
      <Amount label={t('wallet.funds.remainCredit')} yuan={funds.remainCreditMoney}>
        {quota > 0 && (
          <Progress
            percent={funds.creditPercent}
            size="small"
            aria-label={t('wallet.funds.creditLeft', { percent: funds.creditPercent })}
          />
        )}
      </Amount>
      <Amount label={t('wallet.funds.integrated')} yuan={funds.integratedMoney} />
    </div>
  );
}

function Amount({
  label,
  yuan,
  highlight,
  children,
}: {
  label: string;
  /** Undefined while the account loads. */
  yuan: number | undefined;
  highlight?: boolean;
  children?: ReactNode;
}) {
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of read-only text, not form controls
    <div role="group" aria-labelledby={labelId} className={styles.tile}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {yuan === undefined ? (
        <Skeleton.Input active size="small" className={styles.amount} />
      ) : (
        <span className={highlight ? `${styles.amount} ${styles.highlight}` : styles.amount}>
          {formatMoney(yuan)}
        </span>
      )}
      {children}
    </div>
  );
}
