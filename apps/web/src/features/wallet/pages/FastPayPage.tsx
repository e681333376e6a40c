import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MainAccountGate } from '../../../shared/ui/MainAccountGate';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { FundsSummary } from '../components/FundsSummary';
import { TopUpForm } from '../components/TopUpForm';

/**
 * /console/pay: where the insufficient-balance prompt leads (SPEC §8): why the order could not be
 * paid, the money there is, and the same top-up form.
 */
export function FastPayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={t('shell.pages.pay')} />
      <MainAccountGate>
        {(info) => (
          <>
            <Alert
              type="warning"
              showIcon
              title={t('wallet.fastPay.title')}
              description={t('wallet.fastPay.body')}
              action={<Button onClick={() => void navigate(-1)}>{t('wallet.fastPay.back')}</Button>}
            />
            <section aria-label={t('wallet.funds.title')}>
              <SectionTitle>{t('wallet.funds.title')}</SectionTitle>
              <FundsSummary info={info} />
            </section>
            <SectionTitle>{t('wallet.topUpTitle')}</SectionTitle>
            <Card size="small">
              <TopUpForm />
            </Card>
          </>
        )}
      </MainAccountGate>
    </>
  );
}
