import type { UserInfo } from '@gpucloud/contracts';
import { deriveFunds } from '@gpucloud/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format';
import styles from './SessionActions.module.css';

/**
 * SPEC §2/§6: a sub-account sees what it can still spend (→ account info); a main account its
 * balance and compute vouchers (→ top up).
 */
export function BalanceChips({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  if (info.SubAccount) {
    return (
      <div className={styles.chips}>
        <Link to="/console/accountInfo" className={styles.chip}>
          {t('topBar.canUse', { amount: formatMoney(info.SubAccount.MoneyCanUse) })}
        </Link>
      </div>
    );
  }
  const funds = deriveFunds(info);
  return (
    <div className={styles.chips}>
      <Link to="/console/recharge" className={styles.chip}>
        {t('topBar.balance', { amount: formatMoney(funds.displayMoney) })}
      </Link>
      <Link to="/console/recharge" className={styles.chip}>
        {t('topBar.vouchers', { amount: formatMoney(info.PowerMoney ?? 0) })}
      </Link>
    </div>
  );
}
