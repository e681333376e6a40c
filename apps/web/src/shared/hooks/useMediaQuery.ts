import { useCallback, useSyncExternalStore } from 'react';

/** SPEC §2 "small screen": narrower than 768 px, where the drawer replaces the tabs. */
export const SMALL_SCREEN_QUERY = '(max-width: 767.98px)';

function useMediaSubscription(query: string) {
  return useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
}

/** Whether a media query matches; false in a server-side render and while the painted first screen hydrates. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    useMediaSubscription(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The same, answered truly from the first render on, hydration included: only for what changes no
 * markup (antd's motion), where rendering the server's answer first would only cost a second render,
 * or worse (antd wraps the whole tree in a motion provider when motion goes off, remounting it).
 */
export function useMediaQueryFromStart(query: string): boolean {
  const matches = () => (typeof window === 'undefined' ? false : window.matchMedia(query).matches);
  return useSyncExternalStore(useMediaSubscription(query), matches, matches);
}

export function useIsSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY);
}
