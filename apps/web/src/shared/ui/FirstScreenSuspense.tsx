import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { FIRST_SCREEN_BOUNDARY_ATTRIBUTE, firstScreenBoundaryCommitted } from '../firstScreenGate';

/** Counts its boundary once, on its first commit (StrictMode's second effect run included). */
function BoundaryMarker() {
  const [counted] = useState({ done: false });
  useLayoutEffect(() => {
    if (counted.done) return;
    counted.done = true;
    firstScreenBoundaryCommitted();
  }, [counted]);
  return <template {...{ [FIRST_SCREEN_BOUNDARY_ATTRIBUTE]: '' }} />;
}

/**
 * A Suspense boundary that is part of a painted first screen. React hydrates such a boundary after
 * the root's first commit; the query answers held for the first screen wait for it too
 * (shared/firstScreenGate.ts), so that its content hydrates from the data it was painted with.
 */
export function FirstScreenSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <BoundaryMarker />
    </Suspense>
  );
}
