import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocaleFor } from '../shared/i18n';
import { cspNonce } from '../shared/pageMeta';
import { MessageProvider } from '../shared/ui/feedback';
import { ApiClientBridge } from './ApiClientBridge';
import { queryClient } from './queryClient';
import { SandboxRibbon } from './SandboxRibbon';
import { appTheme } from './theme';

/** antd's CSS-in-JS writes `<style>` elements; the page's CSP admits them with this nonce. */
const csp = { nonce: cspNonce() };

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = antdLocaleFor(i18n.language);

  return (
    <ConfigProvider theme={appTheme} locale={locale} csp={csp}>
      <MessageProvider>
        <QueryClientProvider client={queryClient}>
          <ApiClientBridge />
          {children}
          <SandboxRibbon />
        </QueryClientProvider>
      </MessageProvider>
    </ConfigProvider>
  );
}
