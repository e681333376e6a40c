import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { storeRoutes } from '../features/store/routes';
import { PageSpinner } from '../shared/ui/PageSpinner';
import { consoleRoute } from './consoleRoute';
import { PublicLayout } from './layouts/PublicLayout';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
};

/** Each feature owns its route objects; this file only assembles them (STYLE: lazy routes). */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, loader: () => redirect('/store') },
      ...authRoutes,
      consoleRoute([...accountRoutes, notFoundRoute]),
      { Component: PublicLayout, children: [...storeRoutes, notFoundRoute] },
    ],
  },
]);
