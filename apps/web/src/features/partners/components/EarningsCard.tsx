import type { PartnerInfo } from '@gpucloud/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format';
import { PARTNER_PATHS } from '../paths';
import { MoveToBalanceDialog } from './MoveToBalanceDialog';
import { PartnerCard } from './PartnerCard';
import styles from './SalesPartner.module.css';
import { WithdrawDialog } from './WithdrawDialog';

/** The three pockets of the partner's earnings, and the two ways money leaves the withdrawable one. */
export function EarningsCard({ info }: { info: PartnerInfo }) {
  const { t } = useTranslation('partners');
  const [dialog, setDialog] = useState<'withdraw' | 'toBalance' | null>(null);
  const close = () => setDialog(null);
  const nothingWithdrawable = info.withdrawable <= 0;

  return (
    <PartnerCard
      title={t('earnings.title')}
      extra={<Link to={PARTNER_PATHS.withdrawRecords}>{t('earnings.records')}</Link>}
    >
      <dl className={styles.figures}>
        <div>
          <dt>{t('earnings.pending')}</dt>
          <dd>{formatMoney(info.pending)}</dd>
        </div>
        <div>
          <dt>{t('earnings.withdrawable')}</dt>
          <dd>{formatMoney(info.withdrawable)}</dd>
        </div>
        <div>
          <dt>{t('earnings.withdrawing')}</dt>
          <dd>{formatMoney(info.withdrawing)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {t('earnings.pockets', { days: info.terms.refund_window_days })}{' '}
        {t('earnings.thisMonth', {
          used: info.withdrawals_this_month,
          max: info.terms.withdrawals_per_month,
        })}
      </p>
      <div className={styles.actions}>
        <Button type="primary" disabled={nothingWithdrawable} onClick={() => setDialog('withdraw')}>
          {t('earnings.withdraw')}
        </Button>
        <Button disabled={nothingWithdrawable} onClick={() => setDialog('toBalance')}>
          {t('earnings.toBalance')}
        </Button>
        {nothingWithdrawable && <span className={styles.note}>{t('earnings.nothingYet')}</span>}
      </div>
      {dialog === 'withdraw' && <WithdrawDialog info={info} onClose={close} />}
      {dialog === 'toBalance' && <MoveToBalanceDialog info={info} onClose={close} />}
    </PartnerCard>
  );
}
