import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { hasSession } from '../shared/session';

/** SPEC §6: console routes need a session; without one the visitor logs in and comes back. */
export function requireSession({ request }: LoaderFunctionArgs): null {
  if (hasSession()) return null;
  const url = new URL(request.url);
  throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** /console with its guard, frame and children; /console itself opens the dashboard (SPEC §2). */
export function consoleRoute(children: RouteObject[]): RouteObject {
  return {
    path: 'console',
    loader: requireSession,
    lazy: async () => ({ Component: (await import('./layouts/ConsoleLayout')).ConsoleLayout }),
    children: [{ index: true, loader: () => redirect('/console/dashboard') }, ...children],
  };
}
