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
import { OPS_HOME } from '../ops/paths';
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
];

/**
 * The operator console (`/ops/…`): its own frame, guard and session, beside the customer site. Its
 * routes are not in the table the app starts with: a customer's page would evaluate the code of
 * every staff page's route (a tenth of a second on a phone, issue 43). An `/ops` address matches the
 * site's not-found route until then, which asks the router to look for more (React Router's
 * `patchRoutesOnNavigation`): the operator console's routes are then loaded and added beside these.
 */
export async function discoverRoutes(
  pathname: string,
  patch: (routeId: string | null, children: RouteObject[]) => void,
): Promise<void> {
  if (!isOpsPath(pathname)) return;
  // Asked again (a later /ops address before the first was matched): React Router adds a route once.
  patch(null, (await import('../ops/routes')).opsRoutes);
}

const isOpsPath = (pathname: string) => pathname === OPS_HOME || pathname.startsWith(`${OPS_HOME}/`);
