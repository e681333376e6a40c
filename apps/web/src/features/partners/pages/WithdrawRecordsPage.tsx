import { useTranslation } from 'react-i18next';
import { PartnerPage } from '../components/PartnerPage';
import { WithdrawalsList } from '../components/WithdrawalsList';
import '../i18n';

/**
 * /console/finance/withdrawRecords: a sales partner's withdrawals of settled earnings (issue 15).
 * Balance and compute vouchers are never withdrawn (SPEC §9); the page says so to everyone else.
 */
export function WithdrawRecordsPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('partners');
  return (
    <PartnerPage title={tShell('shell.pages.withdrawRecords')} intro={t('withdrawals.intro')}>
      {(info) => <WithdrawalsList info={info} />}
    </PartnerPage>
  );
}
