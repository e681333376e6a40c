import { createBrowserRouter } from 'react-router';
import { configureApiClient } from '../api/client';
import { OPS_QUERY_ROOT, opsLoginPath } from '../ops/routes';
import { appStore } from '../shared/appStore';
import { answersAfterFirstScreen } from '../shared/firstScreen/hydration';
import { queryClient } from '../shared/queryClient';
import { loginPath } from '../shared/routing/loginPath';
import { routes } from './routes';

// Wired before the router starts: its first loaders send requests as it is made, and their answers
// may already end a session or have to wait for the first screen's hydration.
configureApiClient({
  onSessionEnded: () => {
    queryClient.clear();
    void router.navigate(loginPath(window.location.pathname + window.location.search));
  },
  onInsufficientBalance: () => appStore.set({ showFastPay: true }),
  answersAfter: answersAfterFirstScreen,
  // The console's data goes once the login page shows, so its frame never refetches without a session.
  onStaffSessionEnded: () =>
    void router
      .navigate(opsLoginPath(window.location.pathname + window.location.search))
      .then(() => queryClient.removeQueries({ queryKey: [OPS_QUERY_ROOT] })),
});

export const router = createBrowserRouter(routes);
