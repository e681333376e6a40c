import { startTransition, useEffect, useState } from 'react';
import { isHydrating } from '../../hydrationDone';

type SessionActionsModule = typeof import('./SessionActions');

let loaded: SessionActionsModule | null = null;
let loading: Promise<SessionActionsModule> | null = null;

/**
 * Starts loading the logged-in half of the top bar (once; a failed load may be retried). Called as
 * soon as the app knows there is a session, so the chunk arrives with the route's own code and the
 * bar paints at its final width instead of widening after a placeholder.
 */
export function loadSessionActions(): Promise<SessionActionsModule> {
  loading ??= import('./SessionActions').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The module once loaded (null until then); mounting starts the load if nothing did yet. The server
 * paints the placeholder: over its paint the first render shows it too, and the actions replace it
 * in a transition of their own, rendered in slices after the hydration's commit rather than
 * synchronously inside it (an external store's change would be; issue 43, TBT).
 */
export function useSessionActionsModule(): SessionActionsModule | null {
  const [module, setModule] = useState(() =>
    typeof window === 'undefined' || isHydrating() ? null : loaded,
  );
  useEffect(() => {
    if (module) return;
    let mounted = true;
    loadSessionActions().then(
      (next) => {
        if (mounted) startTransition(() => setModule(next));
      },
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [module]);
  return module;
}
