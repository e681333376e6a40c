import { THEME } from '@gpucloud/contracts';
import type { ThemeConfig } from 'antd';

/** Fallbacks cover Chinese text, which Roboto does not have. */
const FONT_STACK = `${THEME.fontFamily}, -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif`;

/** The single light theme of SPEC §9 expressed as antd tokens. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: THEME.primary,
    colorInfo: THEME.primary,
    colorLink: THEME.primary,
    colorError: THEME.error,
    colorTextBase: THEME.text,
    colorText: THEME.text,
    fontFamily: FONT_STACK,
    controlHeight: THEME.controlHeight,
    borderRadius: 4,
  },
  components: {
    Layout: {
      headerHeight: 56,
      headerPadding: '0 24px',
      bodyBg: '#F5F7FA',
      siderBg: '#FFFFFF',
    },
  },
};
