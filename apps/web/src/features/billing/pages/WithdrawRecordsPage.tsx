import { useTranslation } from 'react-i18next';
import { MainAccountOnly } from '../../../shared/ui/MainAccountOnly';
import { WithdrawalsList } from '../../salesPartner/components/WithdrawalsList';
import '../../salesPartner/i18n';
import { PageTitle } from '../../wallet/components/PageTitle';

/**
 * /console/finance/withdrawRecords: a sales partner's withdrawals of settled earnings (issue 15).
 * Balance and compute vouchers are never withdrawn (SPEC §9); the page says so to everyone else.
 */
export function WithdrawRecordsPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('salesPartner');
  return (
    <>
      <PageTitle title={tShell('shell.pages.withdrawRecords')}>{t('withdrawals.intro')}</PageTitle>
      <MainAccountOnly title={t('mainOnly.title')} body={t('mainOnly.body')}>
        <WithdrawalsList />
      </MainAccountOnly>
    </>
  );
}
