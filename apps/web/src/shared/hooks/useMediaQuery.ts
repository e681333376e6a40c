import { useCallback, useSyncExternalStore } from 'react';

/** SPEC §2 "small screen": narrower than 768 px, where the drawer replaces the tabs. */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';

/**
 * Whether the media query matches. While the server's first screen is hydrated, the answer is the
 * server's (false), then the browser's: markup that depends on it matches the paint. A query that
 * changes no markup (only context, e.g. antd's motion) may say `hydrateWithClientValue`: the
 * first render then already has the browser's answer, and the tree is not built twice.
 */
export function useMediaQuery(query: string, { hydrateWithClientValue = false } = {}): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () =>
    hydrateWithClientValue && typeof window !== 'undefined' ? matches() : false,
  );
}

export function useIsSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY);
}
