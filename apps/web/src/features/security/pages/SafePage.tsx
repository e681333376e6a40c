import { LockOutlined } from '@ant-design/icons';
import type { UserInfo } from '@gpucloud/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSubAccount, useUserInfo } from '../../../shared/queries/account';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { PageTitle } from '../../../shared/ui/PageTitle';
import '../i18n';
import { ContactSections } from '../components/ContactSections';
import { LoadFailed } from '../components/LoadFailed';
import { NoticeSettingsSection } from '../components/NoticeSettingsSection';
import { PasskeysSection } from '../components/PasskeysSection';
import { PasswordDialog } from '../components/PasswordDialog';
import { SecondFactorSection } from '../components/SecondFactorSection';
import { SecurityCard } from '../components/SecurityCard';
import { SessionsSection } from '../components/SessionsSection';
import { WechatSection } from '../components/WechatSection';
import { useAccountSettings } from '../hooks';

/**
 * /console/safe: the login password and the open sessions for everyone; for main accounts also the notification phone,
 * the notice email, the notice settings and WeChat binding (the server refuses those to sub-accounts).
 */
export function SafePage() {
  const { t } = useTranslation('security');
  const { t: shell } = useTranslation();
  const userInfo = useUserInfo();
  const sub = userInfo.data ? isSubAccount(userInfo.data) : false;

  return (
    <>
      <PageTitle title={shell('shell.pages.safe')}>{sub ? t('subAccountIntro') : t('intro')}</PageTitle>
      {userInfo.isPending ? (
        <PageSpinner />
      ) : userInfo.isError ? (
        <LoadFailed onRetry={() => void userInfo.refetch()} />
      ) : (
        <>
          <PasswordSection info={userInfo.data} />
          <SecondFactorSection />
          <PasskeysSection />
          <SessionsSection />
          {!sub && <MainAccountSections />}
        </>
      )}
    </>
  );
}

function PasswordSection({ info }: { info: UserInfo }) {
  const { t } = useTranslation('security');
  const [open, setOpen] = useState(false);
  return (
    <>
      <SecurityCard
        id="password"
        icon={<LockOutlined />}
        title={t('password.title')}
        description={t('password.description')}
        action={<Button onClick={() => setOpen(true)}>{t('password.change')}</Button>}
      />
      {open && (
        <PasswordDialog phone={isSubAccount(info) ? null : info.Phone} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function MainAccountSections() {
  const settings = useAccountSettings(true);
  return (
    <>
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <LoadFailed onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <ContactSections settings={settings.data} />
          <NoticeSettingsSection
            saved={settings.data.NoticeSettings}
            hasEmail={settings.data.NoticeEmail !== null}
          />
        </>
      )}
      <WechatSection />
    </>
  );
}
