import { THEME } from '@gpucloud/contracts';
import { type MappingAlgorithm, type ThemeConfig, theme } from 'antd';
import builtMapToken from './antdMapToken.generated.json';

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
  algorithm: derivedAtBuild,
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

type SeedToken = Parameters<MappingAlgorithm>[0];
type MapToken = ReturnType<MappingAlgorithm>;

/** The seed antd derives the theme from: its defaults with ours over them. */
export const APP_SEED: SeedToken = { ...theme.defaultSeed, ...appTheme.token };
const SEED_KEYS = Object.keys(APP_SEED) as (keyof SeedToken)[];

/**
 * antd's default algorithm, whose answer for our seed was worked out at build time
 * (scripts/antd-css.ts writes antdMapToken.generated.json; theme.test.ts proves it current): a
 * phone then does not derive the colour palettes while the first page hydrates, in a render slice
 * that cannot yield (issue 43, TBT). Any other seed (motion turned off, a nested theme) is derived
 * as before.
 */
function derivedAtBuild(seed: SeedToken): MapToken {
  const ours =
    Object.keys(seed).length === SEED_KEYS.length && SEED_KEYS.every((key) => seed[key] === APP_SEED[key]);
  return ours ? { ...(builtMapToken as MapToken) } : theme.defaultAlgorithm(seed);
}
