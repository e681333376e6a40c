import type { PartnerInfo } from '@gpucloud/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore, useAppFlag } from '../../../shared/appStore';
import { BecomePartnerModal } from '../components/BecomePartnerModal';
import { EarningsCard } from '../components/EarningsCard';
import { MonthlyEarnings } from '../components/MonthlyEarnings';
import { PartnerPage } from '../components/PartnerPage';
import { PartnerPrompt } from '../components/PartnerPrompt';
import { ReferralCard } from '../components/ReferralCard';
import { ReferralsTable } from '../components/ReferralsTable';
import { SettlementsTable } from '../components/SettlementsTable';
import { partnerStage } from '../partnerStage';
import '../i18n';

/**
 * /console/salesPartner/salesDashboard (issue 15): the programme and the application for those who
 * are no partner yet; for a partner, the referral link, the earnings, the customers it brought,
 * the commission by month and the settlements. Main accounts only.
 */
export function SalesDashboardPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('partners');
  return (
    <PartnerPage title={tShell('shell.pages.salesDashboard')} intro={t('intro')}>
      {(info) => <PartnerDashboard info={info} />}
    </PartnerPage>
  );
}

function PartnerDashboard({ info }: { info: PartnerInfo }) {
  const stage = partnerStage(info);
  return (
    <>
      <BecomePartnerPrompt info={info} />
      {stage === 'approved' ? (
        <>
          <ReferralCard info={info} />
          <EarningsCard info={info} />
          <MonthlyEarnings />
          <ReferralsTable />
          <SettlementsTable />
        </>
      ) : (
        <PartnerPrompt info={info} stage={stage} />
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
