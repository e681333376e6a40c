import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../shared/hooks/useMediaQuery';
import { antdLocaleFor } from '../shared/i18n';
import { refetchOnLanguageChange } from '../shared/i18n/refetchOnLanguageChange';
import { cspNonce } from '../shared/pageMeta';
import { queryClient } from '../shared/queryClient';
import { StepUpHost } from '../shared/secondFactor/StepUpHost';
import { SlotsProvider } from '../shared/slots';
import { returnFocusFromDialogs } from '../shared/ui/dialogFocusReturn';
import { MessageProvider } from '../shared/ui/feedback';
import { ToastRegion } from '../shared/ui/toastRegion';
import { ApiClientBridge } from './ApiClientBridge';
import { SandboxRibbon } from './SandboxRibbon';
import { appSlots } from './slots';
import { appTheme } from './theme';

/** antd's CSS-in-JS writes `<style>` elements; the page's CSP admits them with this nonce. */
const csp = { nonce: cspNonce() };

/**
 * Zero runtime: antd's component styles come from the static stylesheet built from the same theme
 * (scripts/antd-css.ts, loaded by main.tsx) instead of being generated in the browser while the
 * first page renders; only the theme's CSS variables are still written at run time.
 */
const runtimeTheme: ThemeConfig = { ...appTheme, zeroRuntime: true };

/**
 * Less motion asked for (WCAG 2.3.3): antd's opening and closing motions are left out, so a dialog
 * or a menu is there at once, where it ends (a click aimed at a dialog's button while it zoomed in
 * from the pointer could land where the button had not arrived yet).
 */
const stillTheme: ThemeConfig = { ...runtimeTheme, token: { ...runtimeTheme.token, motion: false } };

/**
 * antd spaces out a two-character Chinese label ("设置" shows as "设 置"), which then no longer
 * matches the button's accessible name (WCAG 2.5.3 label in name) nor what a reader searches for.
 */
const button = { autoInsertSpace: false };

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = antdLocaleFor(i18n.language);
  const lessMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { hydrateWithClientValue: true });
  useEffect(() => returnFocusFromDialogs(), []);
  useEffect(() => refetchOnLanguageChange(i18n, queryClient), [i18n]);

  return (
    <ConfigProvider theme={lessMotion ? stillTheme : runtimeTheme} locale={locale} csp={csp} button={button}>
      <MessageProvider>
        <QueryClientProvider client={queryClient}>
          <ApiClientBridge />
          <StepUpHost />
          <SlotsProvider value={appSlots}>{children}</SlotsProvider>
          <SandboxRibbon />
          <ToastRegion />
        </QueryClientProvider>
      </MessageProvider>
    </ConfigProvider>
  );
}
