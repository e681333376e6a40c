import { WechatOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '../../../shared/wechat/i18n';
import { LanguageSwitcher } from '../../../shared/ui/LanguageSwitcher';
import { MAIN_LANDMARK } from '../../../shared/ui/mainLandmark';
import { PageSkeleton } from '../../../shared/ui/PageSkeleton';
import { ToastProvider } from '../../../shared/ui/toast';
import { PasskeySignInButton } from '../components/PasskeySignInButton';
import { PasswordLoginForm } from '../components/PasswordLoginForm';
import styles from './LoginPage.module.css';

// The page opens on the password form; the other ways in load when chosen (or asked for by
// `?tab=`), so a first visit runs less code before the form answers.
const RegisterForm = lazy(async () => ({
  default: (await import('../components/RegisterForm')).RegisterForm,
}));
const CompanyRegisterForm = lazy(async () => ({
  default: (await import('../components/CompanyRegisterForm')).CompanyRegisterForm,
}));
const SubAccountLoginForm = lazy(async () => ({
  default: (await import('../components/SubAccountLoginForm')).SubAccountLoginForm,
}));
const WechatLoginPanel = lazy(async () => ({
  default: (await import('../components/WechatLoginPanel')).WechatLoginPanel,
}));

const TABS = ['password', 'register', 'company', 'subAccount'] as const;
/** WeChat is a way in too, shown in place of the tabs (a fifth tab would not fit the card). */
const WAYS = [...TABS, 'wechat'] as const;
type LoginTab = (typeof WAYS)[number];

/** /login: the four forms and the WeChat QR. `?tab=` opens one directly; `?redirect=` is where to go after. */
export function LoginPage() {
  const { t } = useTranslation();
  const { t: wechat } = useTranslation('wechat');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // Local state answers the click at once; the URL follows so the tab survives a reload.
  const [activeTab, setActiveTab] = useState<LoginTab>(WAYS.find((tab) => tab === requested) ?? 'password');

  const selectTab = (key: string) => {
    const tab = WAYS.find((known) => known === key);
    if (!tab) return;
    setActiveTab(tab);
    const next = new URLSearchParams(params);
    next.set('tab', tab);
    setParams(next, { replace: true });
  };

  const forms: Record<(typeof TABS)[number], ReactNode> = {
    password: <PasswordLoginForm />,
    register: <RegisterForm />,
    company: <CompanyRegisterForm />,
    subAccount: <SubAccountLoginForm />,
  };
  const loading = <PageSkeleton rows={4} />;

  return (
    <ToastProvider>
      <main {...MAIN_LANDMARK} className={styles.page}>
        <title>{`${t('auth.pageTitle')} · ${t('common.appName')}`}</title>
        <section className={styles.hero}>
          <Link to="/store" className={styles.brand}>
            <img src="/favicon.svg" alt="" width={32} height={32} />
            {t('common.appName')}
          </Link>
          <div>
            <h1 className={styles.heroTitle}>{t('auth.pageTitle')}</h1>
            <p className={styles.tagline}>{t('auth.tagline')}</p>
          </div>
          <Link to="/store" className={styles.backLink}>
            ← {t('common.backToStore')}
          </Link>
        </section>
        <section className={styles.panel} aria-label={t('auth.formsLabel')}>
          <div className={styles.language}>
            <LanguageSwitcher />
          </div>
          <Card className={styles.card}>
            {activeTab === 'wechat' ? (
              <Suspense fallback={loading}>
                <WechatLoginPanel onBack={() => selectTab('password')} />
              </Suspense>
            ) : (
              <>
                <Tabs
                  activeKey={activeTab}
                  onChange={selectTab}
                  items={TABS.map((tab) => ({
                    key: tab,
                    label: t(`auth.tabs.${tab}`),
                    children: <Suspense fallback={loading}>{forms[tab]}</Suspense>,
                  }))}
                />
                <Divider plain className={styles.otherWays}>
                  {wechat('login.other')}
                </Divider>
                <Button
                  block
                  icon={<WechatOutlined className={styles.wechatIcon} />}
                  onClick={() => selectTab('wechat')}
                >
                  {wechat('login.withWechat')}
                </Button>
                <PasskeySignInButton />
              </>
            )}
          </Card>
        </section>
      </main>
    </ToastProvider>
  );
}
