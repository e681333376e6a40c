import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { usePendingAgreements } from '../../features/agreements/hooks';
import { StandingAgreementDialog } from '../../features/agreements/routes';
import { useIsSmallScreen } from '../../shared/hooks/useMediaQuery';
import { type RouteHandle, useRouteMeta } from '../../shared/routing/handle';
import { hasSession } from '../../shared/session';
import { MAIN_LANDMARK } from '../../shared/ui/mainLandmark';
import { PageSkeleton } from '../../shared/ui/PageSkeleton';
import { TimeZoneNote } from '../../shared/ui/TimeZoneNote';
import { ToastProvider } from '../../shared/ui/toast';
import styles from './ConsoleLayout.module.css';
import { ConsoleSideMenu } from './ConsoleSideMenu';

/** The logged-in frame: the side menu (SPEC §2: every console section, highlighted per route) and the page. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { menuKey } = useRouteMeta();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // On a phone the menu folds away after each choice.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenuOpen(false);
  }

  return (
    // hasSider: antd otherwise learns of the sider in an effect, after the first paint laid the
    // frame out as a column, and the page jumps beside the menu.
    <Layout hasSider className={styles.frame}>
      <ConsoleSider menuKey={menuKey} menuOpen={menuOpen} />
      <Layout.Content {...MAIN_LANDMARK} className={styles.content}>
        {/* Shown on a phone only (the stylesheet). */}
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
          {t('console.menuToggle')}
        </button>
        <ToastProvider>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
          <PendingAgreement />
        </ToastProvider>
        <TimeZoneNote />
      </Layout.Content>
    </Layout>
  );
}

/**
 * The side menu's place. A phone shows the menu only while it is open (the stylesheet): it is not
 * built before then, so the page's first render on a phone spares the menu's renders (issue 43).
 */
function ConsoleSider({ menuKey, menuOpen }: { menuKey: RouteHandle['menuKey']; menuOpen: boolean }) {
  return (
    <Layout.Sider
      theme="light"
      width={216}
      trigger={null}
      className={styles.sider}
      // On a phone the stylesheet shows the menu only while it is open, so the server's painted
      // first screen (laid out for no particular width) is already a phone's on a phone.
      data-open={menuOpen || undefined}
    >
      <SideMenuWhileShown menuKey={menuKey} menuOpen={menuOpen} />
    </Layout.Sider>
  );
}

/**
 * The menu while it shows. A component of its own inside the sider: a phone learns it is one just
 * after hydrating the painted page, and that re-renders this component alone (the menu goes), not
 * the sider nor the page's Suspense boundary, which React would otherwise hydrate at once in one
 * long task instead of in slices.
 */
function SideMenuWhileShown({ menuKey, menuOpen }: { menuKey: RouteHandle['menuKey']; menuOpen: boolean }) {
  const shown = !useIsSmallScreen() || menuOpen;
  return shown ? <ConsoleSideMenu menuKey={menuKey} /> : null;
}

/** A standing agreement waiting for the account's acceptance, in a dialog; nothing (and no code) otherwise. */
function PendingAgreement() {
  const pending = usePendingAgreements(hasSession());
  if (!pending.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <StandingAgreementDialog />
    </Suspense>
  );
}
