import type { UserInfo } from '@gpucloud/contracts';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { MembershipCard } from '../../../shared/membership/MembershipCard';
import { RunwayCard } from '../../../shared/runway/RunwayCard';
import { Columns } from '../../../shared/ui/Columns';
import { MainAccountGate } from '../../../shared/ui/MainAccountGate';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { FundsSummary } from '../components/FundsSummary';
import { TopUpForm } from '../components/TopUpForm';
import { VoucherSection } from '../components/VoucherSection';

/** /console/recharge: top up by QR or bank transfer, membership, funds and compute vouchers. */
export function RechargePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('shell.pages.recharge')}>{t('wallet.rechargeIntro')}</PageTitle>
      <MainAccountGate pending={<RechargeSections info={undefined} />}>
        {(info) => <RechargeSections info={info} />}
      </MainAccountGate>
    </>
  );
}

/** The page's sections; while the account loads (`info` undefined) they keep their places. */
function RechargeSections({ info }: { info: UserInfo | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <Columns layout="formAside">
        <Card
          size="small"
          title={<h2 style={{ margin: 0, fontSize: 15, fontWeight: 500 }}>{t('wallet.topUpTitle')}</h2>}
        >
          <TopUpForm />
        </Card>
        <MembershipCard info={info} />
      </Columns>
      <section aria-label={t('wallet.funds.title')}>
        <SectionTitle>{t('wallet.funds.title')}</SectionTitle>
        <FundsSummary info={info} />
      </section>
      {info && <RunwayCard editable />}
      <section aria-label={t('wallet.vouchers.title')}>
        <SectionTitle>{t('wallet.vouchers.title')}</SectionTitle>
        <VoucherSection info={info} />
      </section>
    </>
  );
}
