import type { RouteObject } from 'react-router';
import { PageSpinner } from '../shared/ui/PageSpinner';
import { RouteErrorPage } from '../shared/ui/RouteErrorPage';
import { opsAdjustmentsRoutes } from './adjustments/routes';
import { opsInvoicesRoutes } from './invoices/routes';
import type { OpsPageKey } from './menu';
import { opsPartnersRoutes } from './partners/routes';
import { opsRefundsRoutes } from './refunds/routes';
import { opsReservationsRoutes } from './reservations/routes';
import { opsUsersRoutes } from './users/routes';
import { opsVerificationsRoutes } from './verifications/routes';
import { opsWorkOrdersRoutes } from './workOrders/routes';

// The app's router reads these to send an expired staff session to the console's login.
export { OPS_QUERY_ROOT, opsLoginPath } from './paths';

/** Marks a route as a console page: the layout opens it only for roles the menu table names. */
export interface OpsHandle {
  opsPage: OpsPageKey;
}

const page = (opsPage: OpsPageKey): OpsHandle => ({ opsPage });

/**
 * The operator console, beside (not inside) the customer site: no top bar, no customer guard, and
 * every module lazy. The app's router adds this table when an `/ops` address is first asked for
 * (app/routes.tsx, `discoverRoutes`), so not even the table reaches the store's first load.
 */
export const opsRoutes: RouteObject[] = [
  {
    path: 'ops',
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      {
        path: 'login',
        lazy: async () => {
          const { OpsLoginPage, opsLoginLoader } = await import('./login/OpsLoginPage');
          return { Component: OpsLoginPage, loader: opsLoginLoader };
        },
      },
      {
        lazy: async () => {
          const { OpsLayout, loader } = await import('./layout/OpsLayout');
          return { Component: OpsLayout, loader };
        },
        // A logout or a role change elsewhere is noticed on the next navigation.
        shouldRevalidate: () => true,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./layout/OpsHome')).OpsHome }) },
          {
            path: 'audit',
            handle: page('audit'),
            lazy: async () => ({ Component: (await import('./audit/AuditPage')).AuditPage }),
          },
          {
            path: 'staff',
            handle: page('staff'),
            lazy: async () => ({ Component: (await import('./staff/StaffPage')).StaffPage }),
          },
          ...opsUsersRoutes,
          ...opsAdjustmentsRoutes,
          ...opsRefundsRoutes,
          ...opsWorkOrdersRoutes,
          ...opsVerificationsRoutes,
          ...opsInvoicesRoutes,
          ...opsPartnersRoutes,
          ...opsReservationsRoutes,
          {
            path: 'hosts',
            handle: page('hosts'),
            lazy: async () => ({ Component: (await import('./fleet/HostsPage')).HostsPage }),
          },
          {
            path: 'regions',
            handle: page('regions'),
            lazy: async () => ({ Component: (await import('./fleet/RegionsPage')).RegionsPage }),
          },
          {
            path: 'images',
            handle: page('images'),
            lazy: async () => ({ Component: (await import('./fleet/ImagesPage')).ImagesPage }),
          },
          {
            path: 'overview',
            handle: page('overview'),
            lazy: async () => ({ Component: (await import('./overview/OverviewPage')).OverviewPage }),
          },
          {
            path: 'coupons',
            handle: page('coupons'),
            lazy: async () => ({ Component: (await import('./coupons/CouponsPage')).CouponsPage }),
          },
          {
            path: 'notices',
            handle: page('notices'),
            lazy: async () => ({ Component: (await import('./notices/NoticesPage')).NoticesPage }),
          },
          {
            path: 'banners',
            handle: page('banners'),
            lazy: async () => ({ Component: (await import('./banners/BannersPage')).BannersPage }),
          },
          {
            path: 'notices/:id',
            handle: page('notices'),
            lazy: async () => ({ Component: (await import('./notices/NoticeEditorPage')).NoticeEditorPage }),
          },
          {
            path: 'docs',
            handle: page('docs'),
            lazy: async () => ({ Component: (await import('./docs/DocsAdminPage')).DocsAdminPage }),
          },
          {
            path: 'docs/:id',
            handle: page('docs'),
            lazy: async () => ({
              Component: (await import('./docs/DocArticleEditorPage')).DocArticleEditorPage,
            }),
          },
          {
            path: 'notifications',
            handle: page('notifications'),
            lazy: async () => ({
              Component: (await import('./notifications/NotificationsPage')).NotificationsPage,
            }),
          },
          {
            path: 'sms-outbox',
            handle: page('smsOutbox'),
            lazy: async () => ({ Component: (await import('./outbox/SmsOutboxPage')).SmsOutboxPage }),
          },
          {
            path: 'email-outbox',
            handle: page('emailOutbox'),
            lazy: async () => ({ Component: (await import('./outbox/EmailOutboxPage')).EmailOutboxPage }),
          },
          {
            path: 'datasets',
            handle: page('datasets'),
            lazy: async () => ({ Component: (await import('./catalog/DatasetsDeskPage')).DatasetsDeskPage }),
          },
          {
            path: 'ai-models',
            handle: page('aiModels'),
            lazy: async () => ({ Component: (await import('./catalog/AiModelsDeskPage')).AiModelsDeskPage }),
          },
          {
            path: 'templates',
            handle: page('templates'),
            lazy: async () => ({
              Component: (await import('./templates/TemplatesDeskPage')).TemplatesDeskPage,
            }),
          },
          {
            path: 'software',
            handle: page('software'),
            lazy: async () => ({
              Component: (await import('./software/SoftwareAdminPage')).SoftwareAdminPage,
            }),
          },
          {
            path: 'agreements',
            handle: page('agreements'),
            lazy: async () => ({ Component: (await import('./agreements/AgreementsPage')).AgreementsPage }),
          },
          {
            path: 'score-store',
            handle: page('scoreStore'),
            lazy: async () => ({
              Component: (await import('./points/ScoreStoreDeskPage')).ScoreStoreDeskPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./layout/OpsNotFound')).OpsNotFound }),
          },
        ],
      },
    ],
  },
];
