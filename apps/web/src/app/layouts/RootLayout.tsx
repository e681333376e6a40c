import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { appStore } from '../../shared/appStore';
import { SkipLink } from '../../shared/ui/SkipLink';
import { FastPayPrompt } from '../FastPayPrompt';
import { watchPageVisibility } from '../guard/hiddenTabReload';
import { NavigationProgress } from '../guard/NavigationProgress';
import { useScrollTopAfterConsole } from '../guard/useScrollTopAfterConsole';
import { ContactWidget } from './ContactWidget';
import styles from './RootLayout.module.css';
import { TopBar } from './topBar/TopBar';

/** SPEC §2: the top bar is hidden on any path containing "login"; the store uses the dark bar. */
export function RootLayout() {
  const { pathname } = useLocation();
  const onStore = pathname === '/store' || pathname.startsWith('/store/');
  useScrollTopAfterConsole();
  useEffect(() => watchPageVisibility({ store: appStore }), []);

  return (
    <div className={styles.root}>
      <SkipLink />
      <NavigationProgress />
      {!pathname.includes('login') && <TopBar variant={onStore ? 'dark' : 'light'} />}
      <Outlet />
      <ContactWidget />
      <FastPayPrompt />
      <ScrollRestoration />
    </div>
  );
}
