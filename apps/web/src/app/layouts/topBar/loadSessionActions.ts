import { useEffect, useSyncExternalStore } from 'react';

type SessionActionsModule = typeof import('./SessionActions');

let loaded: SessionActionsModule | null = null;
let loading: Promise<SessionActionsModule> | null = null;
const listeners = new Set<() => void>();

/**
 * Starts loading the logged-in half of the top bar (once; a failed load may be retried). Called as
 * soon as the app knows there is a session, so the chunk arrives with the route's own code and the
 * bar paints at its final width instead of widening after a placeholder.
 */
export function loadSessionActions(): Promise<SessionActionsModule> {
  loading ??= import('./SessionActions').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The module once loaded (null until then); mounting starts the load if nothing did yet. */
export function useSessionActionsModule(): SessionActionsModule | null {
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  useEffect(() => {
    if (!loaded) loadSessionActions().catch(() => {});
  }, []);
  return module;
}
