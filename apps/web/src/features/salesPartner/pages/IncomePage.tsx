import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { MainAccountOnly } from '../../../shared/ui/MainAccountOnly';
import { PageTitle } from '../../wallet/components/PageTitle';
import { IncomeEmpty } from '../components/IncomeEmpty';
import { MachineIncome } from '../components/MachineIncome';
import { usePartnerInfo } from '../hooks';
import '../i18n';

/**
 * /console/income (issue 15): what a machine partner's GPU machines earn, per machine and China
 * day. Someone without such machines learns what machine partners are and how to become one.
 */
export function IncomePage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('salesPartner');
  return (
    <>
      <PageTitle title={tShell('shell.pages.income')}>{t('income.intro')}</PageTitle>
      <MainAccountOnly title={t('mainOnly.title')} body={t('mainOnly.body')}>
        <PartnerIncome />
      </MainAccountOnly>
    </>
  );
}

function PartnerIncome() {
  const { t } = useTranslation('salesPartner');
  const info = usePartnerInfo();
  if (info.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (info.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('loadFailed')}
        description={info.error.message}
        action={<Button onClick={() => void info.refetch()}>{t('retry')}</Button>}
      />
    );
  if (info.data.status !== 'approved') return <IncomeEmpty partner={false} />;
  return <MachineIncome />;
}
