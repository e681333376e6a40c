import { Card, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../../shared/ui/LanguageSwitcher';
import { ToastProvider } from '../../../shared/ui/toast';
import { CompanyRegisterForm } from '../components/CompanyRegisterForm';
import { PasswordLoginForm } from '../components/PasswordLoginForm';
import { RegisterForm } from '../components/RegisterForm';
import { SubAccountLoginForm } from '../components/SubAccountLoginForm';
import styles from './LoginPage.module.css';

const TABS = ['password', 'register', 'company', 'subAccount'] as const;
type LoginTab = (typeof TABS)[number];

/** /login: the four ways in. `?tab=` opens one directly; `?redirect=` is where to go after. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // Local state answers the click at once; the URL follows so the tab survives a reload.
  const [activeTab, setActiveTab] = useState<LoginTab>(TABS.find((tab) => tab === requested) ?? 'password');

  const selectTab = (key: string) => {
    const tab = TABS.find((known) => known === key);
    if (!tab) return;
    setActiveTab(tab);
    const next = new URLSearchParams(params);
    next.set('tab', tab);
    setParams(next, { replace: true });
  };

  const forms: Record<LoginTab, ReactNode> = {
    password: <PasswordLoginForm />,
    register: <RegisterForm />,
    company: <CompanyRegisterForm />,
    subAccount: <SubAccountLoginForm />,
  };

  return (
    <ToastProvider>
      <main className={styles.page}>
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
            <Tabs
              activeKey={activeTab}
              onChange={selectTab}
              items={TABS.map((tab) => ({ key: tab, label: t(`auth.tabs.${tab}`), children: forms[tab] }))}
            />
          </Card>
        </section>
      </main>
    </ToastProvider>
  );
}
