import { THEME } from '@gpucloud/contracts';
import type { ThemeConfig } from 'antd';

/** Fallbacks cover Chinese text, which Roboto does not have; 'Roboto Fallback' (global.css) is Arial sized like Roboto. */
const FONT_STACK = `${THEME.fontFamily}, 'Roboto Fallback', -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif`;

/**
 * Text in the brand colours. #417AFF and #F33E3E reach only about 3.8:1 against white, under WCAG
 * AA's 4.5:1 for text below 24px (18.66px bold): links, selected tabs and menu items, and labels on
 * primary fills take these darker tones of the same hues, while fills behind no text, borders, focus
 * rings, icons and large text keep the brand colours. The same values are global.css's
 * --brand-text and --price-text.
 */
export const BRAND_TEXT = '#2D63E0';
export const PRICE_TEXT = '#D42A2A';

/**
 * The single light theme of SPEC §9 expressed as antd tokens. Class names carry no theme hash: the
 * static stylesheet made from this theme (scripts/antd-css.ts) matches them in any build mode.
 */
export const appTheme: ThemeConfig = {
  hashed: false,
  token: {
    colorPrimary: THEME.primary,
    colorInfo: THEME.primary,
    colorLink: BRAND_TEXT,
    colorLinkHover: THEME.primary,
    colorError: THEME.error,
    // Red text (Typography's danger, messages) takes the darker tone; fills and icons keep #F33E3E.
    colorErrorText: PRICE_TEXT,
    colorTextBase: THEME.text,
    colorText: THEME.text,
    // antd derives these greys from the base text with alpha (0.65 / 0.45), which on white falls below
    // WCAG AA's 4.5:1 for the tertiary and description texts: solid greys that pass on #fff and #F5F7FA.
    colorTextSecondary: '#595959',
    colorTextTertiary: '#6b6b6b',
    colorTextDescription: '#6b6b6b',
    colorTextPlaceholder: '#757575',
    fontFamily: FONT_STACK,
    controlHeight: THEME.controlHeight,
    borderRadius: 4,
  },
  components: {
    // White labels on the primary fill: the fill darkens to the text tone; hovering shows the brand blue.
    Button: {
      colorPrimary: BRAND_TEXT,
      colorPrimaryHover: THEME.primary,
      // Danger buttons: red labels on white ("Delete" links) and white labels on the red fill.
      colorError: PRICE_TEXT,
      colorErrorHover: THEME.error,
    },
    // A field's error message is red text under it.
    Form: { colorError: PRICE_TEXT },
    // An empty table says so in antd's disabled grey (#333 at 25%, 1.6:1): a grey that reads.
    Table: { colorTextDisabled: '#6b6b6b' },
    Radio: { buttonSolidCheckedBg: BRAND_TEXT, buttonSolidCheckedHoverBg: THEME.primary },
    Tabs: { itemSelectedColor: BRAND_TEXT, itemActiveColor: BRAND_TEXT },
    Menu: { itemSelectedColor: BRAND_TEXT },
    Pagination: { itemActiveColor: BRAND_TEXT, itemActiveColorHover: THEME.primary },
    Layout: {
      headerHeight: 56,
      headerPadding: '0 24px',
      bodyBg: '#F5F7FA',
      siderBg: '#FFFFFF',
    },
  },
};
