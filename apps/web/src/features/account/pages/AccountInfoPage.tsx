import { WalletOutlined } from '@ant-design/icons';
import { Button, Col, Result, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MembershipCard } from '../../../shared/membership/MembershipCard';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { CloseAccountSection } from '../components/CloseAccountSection';
import { FundsPanel } from '../components/FundsPanel';
import { ProfileCard } from '../components/ProfileCard';
import { SubAccountsSection } from '../components/SubAccountsSection';
import { useUserInfo } from '../hooks';
import '../i18n';

/**
 * /console/accountInfo: who is logged in, membership and money (SPEC §6: a sub-account sees its
 * limit, a main account its wallet and a top-up link), then a main account's sub-accounts and
 * the way to close the account.
 */
export function AccountInfoPage() {
  const { t } = useTranslation('account');
  const { t: tShell } = useTranslation();
  const userInfo = useUserInfo();
  const navigate = useNavigate();

  return (
    <>
      <PageTitle title={tShell('shell.pages.accountInfo')} />
      {userInfo.isPending ? (
        <PageSpinner />
      ) : userInfo.isError ? (
        <Result
          status="warning"
          title={t('info.loadFailed')}
          subTitle={userInfo.error.message}
          extra={
            <Button type="primary" onClick={() => void userInfo.refetch()}>
              {t('info.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <ProfileCard info={userInfo.data} />
            </Col>
            <Col xs={24} xl={8}>
              <MembershipCard info={userInfo.data} />
            </Col>
          </Row>
          <FundsPanel
            info={userInfo.data}
            mainAction={
              <Button
                type="primary"
                icon={<WalletOutlined aria-hidden />}
                onClick={() => void navigate('/console/recharge')}
              >
                {t('funds.topUp')}
              </Button>
            }
          />
          {!userInfo.data.SubAccount && (
            <>
              <SubAccountsSection />
              <CloseAccountSection info={userInfo.data} />
            </>
          )}
        </>
      )}
    </>
  );
}
