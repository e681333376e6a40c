import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocaleFor } from '../shared/i18n';
import { MessageProvider } from '../shared/ui/feedback';
import { ApiClientBridge } from './ApiClientBridge';
import { queryClient } from './queryClient';
import { appTheme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = antdLocaleFor(i18n.language);

  return (
    <ConfigProvider theme={appTheme} locale={locale}>
      <MessageProvider>
        <QueryClientProvider client={queryClient}>
          <ApiClientBridge />
          {children}
        </QueryClientProvider>
      </MessageProvider>
    </ConfigProvider>
  );
}
