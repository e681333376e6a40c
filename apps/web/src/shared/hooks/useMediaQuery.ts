import { useCallback, useSyncExternalStore } from 'react';

/** SPEC §2 "small screen": narrower than 768 px, where the drawer replaces the tabs. */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';

/**
 * Whether a media query matches. Hydrating a server paint, it answers what the server rendered
 * (false), so the first render is the paint's, unless `hydrateWithClientValue`: for a value that
 * changes no element the paint holds but would change the tree's shape after hydration (antd wraps
 * everything in a motion provider once motion is off, which would make every element again).
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
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => hydrateWithClientValue && typeof window !== 'undefined' && window.matchMedia(query).matches,
  );
}

export function useIsSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY);
}
