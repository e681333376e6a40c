import { createBrowserRouter } from 'react-router';
import { configureApiClient } from '../api/client';
import { OPS_QUERY_ROOT, opsLoginPath } from '../ops/paths';
import { appStore } from '../shared/appStore';
import { queryClient } from '../shared/queryClient';
import { loginPath } from '../shared/routing/loginPath';
import { discoverRoutes, routes } from './routes';

/**
 * The app's router, made when main.tsx asks (not when this module is evaluated): making it starts
 * the first navigation (its loaders' requests, the route's chunks asked for), which then runs in a
 * task of its own instead of lengthening the one that evaluates the app's code (issue 43, TBT).
 */
export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: ({ path, patch }) => discoverRoutes(path, patch),
  });
  // Wired before the first render: the guard's first requests may already end a session.
  configureApiClient({
    onSessionEnded: () => {
      queryClient.clear();
      void router.navigate(loginPath(window.location.pathname + window.location.search));
    },
    onInsufficientBalance: () => appStore.set({ showFastPay: true }),
    // The console's data goes once the login page shows, so its frame never refetches without a session.
    onStaffSessionEnded: () =>
      void router
        .navigate(opsLoginPath(window.location.pathname + window.location.search))
        .then(() => queryClient.removeQueries({ queryKey: [OPS_QUERY_ROOT] })),
  });
  return router;
}
