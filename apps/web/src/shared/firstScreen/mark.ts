import {
  FIRST_SCREEN_MARK,
  type FirstScreenAudience,
  type FirstScreenMark,
  isLanguage,
} from '@gpucloud/contracts';

/** What `#root`'s first screen was painted for, as the server marked it (null: nothing painted, or no mark). */
export function readFirstScreenMark(root: Pick<Element, 'getAttribute'>): FirstScreenMark | null {
  const pattern = root.getAttribute(FIRST_SCREEN_MARK.pattern);
  const language = root.getAttribute(FIRST_SCREEN_MARK.language);
  const audience = root.getAttribute(FIRST_SCREEN_MARK.audience);
  if (!pattern || !language || !isLanguage(language) || !isAudience(audience)) return null;
  return { pattern, language, audience };
}

function isAudience(value: string | null): value is FirstScreenAudience {
  return value === 'signedIn' || value === 'signedOut';
}

/** What the app is about to render: where it is, in which language, with or without a session. */
export interface AppView {
  pathname: string;
  search: string;
  language: string;
  signedIn: boolean;
}

/**
 * Whether the app's first render is the painted screen, so that React can hydrate it (attach to
 * the painted markup) instead of building the page again: the same page at the same path with no
 * query (a query can change what a page shows), in the same language, for the same audience (the
 * session hint the server went by can disagree with storage).
 */
export function rendersPaintedScreen(mark: FirstScreenMark, view: AppView): boolean {
  return (
    view.pathname === mark.pattern &&
    view.search === '' &&
    view.language === mark.language &&
    view.signedIn === (mark.audience === 'signedIn')
  );
}
