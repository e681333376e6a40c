import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageProvider } from '../shared/ui/feedback';
import { ApiClientBridge } from './ApiClientBridge';
import { queryClient } from './queryClient';
import { appTheme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language.startsWith('zh') ? zhCN : enUS;

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
