import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from '../shared/routing/handle';

const consoleHandle: RouteHandle = { showContact: false };

/**
 * /console with its frame and children; /console itself opens the dashboard (SPEC §2). The guard
 * (root loader) keeps it for sessions and waits for user info before the page shows.
 */
export function consoleRoute(children: RouteObject[]): RouteObject {
  return {
    path: 'console',
    handle: consoleHandle,
    lazy: async () => ({ Component: (await import('./layouts/ConsoleLayout')).ConsoleLayout }),
    children: [{ index: true, loader: () => redirect('/console/dashboard') }, ...children],
  };
}
