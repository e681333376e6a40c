import { type RouteObject, redirect } from 'react-router';
import type { ConsoleMenuKey, PageKey, RouteHandle } from './handle';

/**
 * A route whose feature arrives in a later issue: its real frame (title, menu highlight) with an
 * honest "not available yet" state, loaded lazily like every page.
 */
export function notAvailableRoute(
  path: string,
  title: PageKey,
  extra: { menuKey?: ConsoleMenuKey } & Omit<RouteHandle, 'title' | 'menuKey'> = {},
): RouteObject {
  const handle: RouteHandle = { title, ...extra };
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await import('../ui/NotAvailableYetPage')).NotAvailableYetPage }),
  };
}

/** A parent path that opens one of its children (SPEC §2: createWorkOrder → selectQuestion, ...). */
export function redirectIndex(to: string): RouteObject {
  return { index: true, loader: () => redirect(to) };
}
