import type { enUS } from '../../../shared/i18n/locales/en-US';
import { externalLinks } from '../../externalLinks';

export type TabKey = keyof typeof enUS.topBar.tabs;

export interface TabLink {
  key: TabKey;
  /** In-app path, or an absolute address that opens in a new tab. */
  href: string;
  external?: boolean;
  /** SPEC §2/§6: the score store tab is hidden for sub-accounts. */
  hiddenForSubAccounts?: boolean;
}

/** The top bar's tabs (SPEC §2), in order. */
export const BAR_TABS: readonly TabLink[] = [
  { key: 'store', href: '/store' },
  { key: 'console', href: '/console' },
  { key: 'docs', href: externalLinks.docs, external: true },
  { key: 'aiModels', href: '/AIModels' },
  { key: 'software', href: '/software' },
  { key: 'scoreStore', href: '/scoreStore', hiddenForSubAccounts: true },
  { key: 'openApi', href: externalLinks.openApi, external: true },
  { key: 'hardwareMarket', href: externalLinks.hardwareMarket, external: true },
];

/** The small-screen drawer's list (SPEC §2), in order. */
export const DRAWER_TABS: readonly TabLink[] = [
  { key: 'market', href: '/store' },
  { key: 'console', href: '/console' },
  { key: 'dataset', href: '/dataset' },
  { key: 'docs', href: externalLinks.docs, external: true },
  { key: 'aiModels', href: '/AIModels' },
  { key: 'software', href: '/software' },
  { key: 'scoreStore', href: '/scoreStore', hiddenForSubAccounts: true },
  { key: 'openApi', href: externalLinks.openApi, external: true },
];

export function visibleTabs(tabs: readonly TabLink[], isSubAccount: boolean): TabLink[] {
  return tabs.filter((tab) => !(isSubAccount && tab.hiddenForSubAccounts));
}
