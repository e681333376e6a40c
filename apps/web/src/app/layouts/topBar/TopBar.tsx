import { MenuOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasSession } from '../../../shared/session';
import { LanguageSwitcher } from '../../../shared/ui/LanguageSwitcher';
import { BrandLink } from './BrandLink';
import { LoginButton } from './LoginButton';
import { loadSessionActions, useSessionActionsModule } from './loadSessionActions';
import { SessionActionsPlaceholder } from './SessionActionsPlaceholder';
import { switchLanguage } from './switchLanguage';
import { TabLinks, useTabsFor } from './TabLinks';
import styles from './TopBar.module.css';
import { BAR_TABS } from './tabs';

// What only logged-in visitors and phone users need loads on demand: the store's first load stays small.
// A session's actions start loading with the app, beside the route's code (see loadSessionActions).
if (hasSession()) loadSessionActions().catch(() => {});
const NavDrawer = lazy(async () => ({ default: (await import('./NavDrawer')).NavDrawer }));

function LoadedSessionActions({ variant }: { variant: 'dark' | 'light' }) {
  const actions = useSessionActionsModule();
  if (!actions) return <SessionActionsPlaceholder />;
  return <actions.SessionActions variant={variant} />;
}

/** The top bar of SPEC §2: the page's banner; dark on the store, light elsewhere. */
export function TopBar({ variant }: { variant: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const tabs = useTabsFor(BAR_TABS);

  return (
    <header className={`${styles.bar} ${variant === 'dark' ? styles.dark : styles.light}`}>
      <BrandLink />
      <nav aria-label={t('common.mainNavigation')} className={styles.nav}>
        <TabLinks tabs={tabs} className={styles.tab} activeClassName={styles.activeTab} />
      </nav>
      <div className={styles.actions}>
        <LanguageSwitcher className={styles.language} onSwitch={switchLanguage} />
        {hasSession() ? <LoadedSessionActions variant={variant} /> : <LoginButton />}
        <button
          type="button"
          className={styles.menuButton}
          aria-label={t('topBar.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuOutlined aria-hidden />
        </button>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
