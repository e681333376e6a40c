import { type ErrorInfo, type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { isChunkLoadFailure } from '../../shared/ui/chunkFailure';
import { AppProviders } from '../AppProviders';
import { restorePaintedStyles } from '../firstScreenStyles';
import type { createAppRouter } from '../router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** The live page has taken over the server's inert first screen (if any): it takes input from now on. */
function FirstScreenTakenOver({ root, onCommit, children }: TakenOverProps) {
  useLayoutEffect(() => {
    root.removeAttribute('inert');
    onCommit();
  }, [root, onCommit]);
  return children;
}

interface TakenOverProps {
  root: HTMLElement;
  onCommit: () => void;
  children: ReactNode;
}

/**
 * An error an error boundary caught. A chunk that failed to load is handled where it was caught (the
 * part left out, or the route's error page, which reloads): a warning. Anything else is a bug.
 */
function onCaughtError(error: unknown, info: ErrorInfo): void {
  if (isChunkLoadFailure(error)) console.warn('a part of the app failed to load', error);
  else console.error(error, info.componentStack);
}

/** What hydration reports when the first render differed from the paint (e2e/first-paint.spec.ts reads it). */
const HYDRATION_MISMATCH = 'first screen: hydration fell back to a client render';

/**
 * The first render is a transition: React renders it in slices that yield to the browser every few
 * milliseconds instead of one long task, so input stays responsive while the app starts (TBT).
 * Over a painted first screen that render hydrates it: React adopts the painted DOM (the LCP
 * element stays the one painted) instead of making every node again.
 */
export function renderApp(
  root: HTMLElement,
  router: AppRouter,
  hydrate: boolean,
  onCommit: () => void,
): void {
  const app = (
    <StrictMode>
      <FirstScreenTakenOver root={root} onCommit={onCommit}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </FirstScreenTakenOver>
    </StrictMode>
  );
  startTransition(() => {
    if (!hydrate) {
      createRoot(root, { onCaughtError }).render(app);
      return;
    }
    restorePaintedStyles(root);
    hydrateRoot(root, app, {
      onCaughtError,
      onRecoverableError: (error) => console.warn(HYDRATION_MISMATCH, error),
    });
  });
}
