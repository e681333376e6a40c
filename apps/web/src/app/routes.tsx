import { type RouteObject, redirect } from 'react-router';
import { accountConsoleRoutes } from '../features/account/routes';
import { agreementsRoutes } from '../features/agreements/routes';
import { authRoutes } from '../features/auth/routes';
import { billingConsoleRoutes } from '../features/billing/routes';
import { catalogRoutes } from '../features/catalog/routes';
import { couponsConsoleRoutes } from '../features/coupons/routes';
import { disksConsoleRoutes } from '../features/disks/routes';
import { docsRoutes } from '../features/docs/routes';
import { gpuWaitsConsoleRoutes } from '../features/gpuWaits/routes';
import { imagesConsoleRoutes } from '../features/images/routes';
import { inboxConsoleRoutes } from '../features/inbox/routes';
import {
  instancesConsoleRoutes,
  instancesDashboardSection,
  instancesRoutes,
} from '../features/instances/routes';
import { invoicesConsoleRoutes } from '../features/invoices/routes';
import { noticesRoutes } from '../features/notices/routes';
import { openApiConsoleRoutes } from '../features/openApi/routes';
import { partnersConsoleRoutes } from '../features/partners/routes';
import { pointsRoutes } from '../features/points/routes';
import { reservationsConsoleRoutes } from '../features/reservations/routes';
import { securityConsoleRoutes } from '../features/security/routes';
import { softwareRoutes } from '../features/software/routes';
import { sshKeysConsoleRoutes } from '../features/sshKeys/routes';
import { storeRoutes } from '../features/store/routes';
import { templatesConsoleRoutes } from '../features/templates/routes';
import { terminalConsoleRoutes } from '../features/terminal/routes';
import { verificationConsoleRoutes, verificationRoutes } from '../features/verification/routes';
import { walletConsoleRoutes } from '../features/wallet/routes';
import { webhooksConsoleRoutes } from '../features/webhooks/routes';
import { workOrdersConsoleRoutes } from '../features/workOrders/routes';
import { opsRoutes } from '../ops/routes';
import type { RouteHandle } from '../shared/routing/handle';
import { PageSpinner } from '../shared/ui/PageSpinner';
import { RouteErrorPage } from '../shared/ui/RouteErrorPage';
import { consoleRoute } from './consoleRoute';
import { createGuardLoader } from './guard/guardLoader';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';

const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
};

const publicHandle: RouteHandle = { showContact: true };

/** A feature's route with another feature's sections as its children (a page shows them in its <Outlet />). */
function withSections(routes: RouteObject[], path: string, sections: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.path === path && !route.index ? { ...route, children: sections } : route,
  );
}

/** Each feature owns its route objects; this file only assembles them (STYLE: lazy routes). */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    loader: createGuardLoader(() => routes),
    // The guard runs on every navigation, not only when the root's own URL changes.
    shouldRevalidate: () => true,
    children: [
      { index: true, loader: () => redirect('/store') },
      ...authRoutes,
      consoleRoute([
        ...withSections(accountConsoleRoutes, 'dashboard', [instancesDashboardSection]),
        ...securityConsoleRoutes,
        ...sshKeysConsoleRoutes,
        ...webhooksConsoleRoutes,
        ...instancesConsoleRoutes,
        ...terminalConsoleRoutes,
        ...reservationsConsoleRoutes,
        ...gpuWaitsConsoleRoutes,
        ...imagesConsoleRoutes,
        ...templatesConsoleRoutes,
        ...disksConsoleRoutes,
        ...couponsConsoleRoutes,
        ...walletConsoleRoutes,
        ...billingConsoleRoutes,
        ...invoicesConsoleRoutes,
        ...inboxConsoleRoutes,
        ...workOrdersConsoleRoutes,
        ...verificationConsoleRoutes,
        ...partnersConsoleRoutes,
        ...openApiConsoleRoutes,
        notFoundRoute,
      ]),
      {
        Component: PublicLayout,
        handle: publicHandle,
        children: [
          ...storeRoutes,
          ...noticesRoutes,
          ...catalogRoutes,
          ...docsRoutes,
          ...softwareRoutes,
          ...agreementsRoutes,
          ...instancesRoutes,
          ...pointsRoutes,
          ...verificationRoutes,
          notFoundRoute,
        ],
      },
    ],
  },
  // The operator console: its own frame, guard and session, beside the customer site.
  ...opsRoutes,
];
