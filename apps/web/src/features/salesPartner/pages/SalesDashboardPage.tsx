import type { PartnerInfo } from '@gpucloud/contracts';
import { Alert, Button, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore, useAppFlag } from '../../../app/appStore';
import { MainAccountOnly } from '../../../shared/ui/MainAccountOnly';
import { PageTitle } from '../../wallet/components/PageTitle';
import { BecomePartnerModal } from '../components/BecomePartnerModal';
import { EarningsCard } from '../components/EarningsCard';
import { MonthlyEarnings } from '../components/MonthlyEarnings';
import { PartnerPrompt } from '../components/PartnerPrompt';
import { ReferralCard } from '../components/ReferralCard';
import { ReferralsTable } from '../components/ReferralsTable';
import { SettlementsTable } from '../components/SettlementsTable';
import { usePartnerInfo } from '../hooks';
import { partnerStage } from '../partnerStage';
import '../i18n';

/**
 * /console/salesPartner/salesDashboard (issue 15): the programme and the application for those who
 * are no partner yet; for a partner, the referral link, the earnings, the customers it brought,
 * the commission by month and the settlements. Main accounts only.
 */
export function SalesDashboardPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('salesPartner');
  return (
    <>
      <PageTitle title={tShell('shell.pages.salesDashboard')}>{t('intro')}</PageTitle>
      <MainAccountOnly title={t('mainOnly.title')} body={t('mainOnly.body')}>
        <PartnerDashboard />
      </MainAccountOnly>
    </>
  );
}

function PartnerDashboard() {
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

  const stage = partnerStage(info.data);
  return (
    <>
      <BecomePartnerPrompt info={info.data} />
      {stage === 'approved' ? (
        <>
          <ReferralCard info={info.data} />
          <EarningsCard info={info.data} />
          <MonthlyEarnings />
          <ReferralsTable />
          <SettlementsTable />
        </>
      ) : (
        <PartnerPrompt info={info.data} stage={stage} />
      )}
    </>
  );
}

const closePrompt = () => appStore.set({ showBecomeSalesPartnerModal: false });

/** The app flag's modal, while this page shows; leaving the page closes it. */
function BecomePartnerPrompt({ info }: { info: PartnerInfo }) {
  const open = useAppFlag('showBecomeSalesPartnerModal');
  useEffect(() => closePrompt, []);
  if (!open || info.status === 'approved' || info.status === 'applied') return null;
  return <BecomePartnerModal info={info} onClose={closePrompt} />;
}
