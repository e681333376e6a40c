import { useTranslation } from 'react-i18next';
import { IncomeEmpty } from '../components/IncomeEmpty';
import { MachineIncome } from '../components/MachineIncome';
import { PartnerPage } from '../components/PartnerPage';
import '../i18n';

/**
 * /console/income (issue 15): what a machine partner's GPU machines earn, per machine and China
 * day. Someone without such machines learns what machine partners are and how to become one.
 */
export function IncomePage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('partners');
  return (
    <PartnerPage title={tShell('shell.pages.income')} intro={t('income.intro')}>
      {(info) => (info.status === 'approved' ? <MachineIncome /> : <IncomeEmpty partner={false} />)}
    </PartnerPage>
  );
}
