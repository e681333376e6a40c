import { useLayoutEffect, useRef } from 'react';
import { paintedPartHydrated } from './hydration';

/**
 * Placed inside every Suspense boundary a painted first screen holds: React hydrates such a
 * boundary after the app's first commit, and the data held back for the painted screen
 * (shared/firstScreen/hydration.ts) may arrive only once this part is live too. Renders nothing.
 */
export function PaintedPartHydrated(): null {
  const reported = useRef(false);
  useLayoutEffect(() => {
    // Once per mount (StrictMode runs a mount's effects twice in development).
    if (reported.current) return;
    reported.current = true;
    paintedPartHydrated();
  }, []);
  return null;
}
