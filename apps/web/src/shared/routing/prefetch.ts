import type { UserInfo } from '@gpucloud/contracts';
import type { DefaultError, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { userInfoQuery } from '../queries/account';
import { queryClient } from '../queryClient';
import { hasSession } from '../session';

/**
 * Starts a query the cache has never seen, without waiting for it (TanStack's prefetchQuery, which
 * never rejects). A query already known is the page's to refresh as it always did: a prefetch on
 * every navigation would ask again for a query that failed, and report the failure again.
 */
export function prefetchOnce<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>): void {
  if (queryClient.getQueryState(options.queryKey) !== undefined) return;
  void queryClient.prefetchQuery(options);
}

export type Prefetch = typeof prefetchOnce;

/**
 * A route loader that asks for the first screen's data beside the route's code (issue 20): the
 * requests start with the navigation instead of after the page has rendered, and the navigation
 * never waits for them. The page's own queries come from the same `xQuery()` factories, so they
 * find the answers (or the requests in flight) in the cache; a failure is the page's to show, as
 * before. The build's server-side render paints pages before any data and asks for nothing.
 */
export function prefetchLoader(plan: (prefetch: Prefetch, url: URL) => void | Promise<void>): LoaderFunction {
  return ({ request }) => {
    if (import.meta.env.SSR) return null;
    // Runs synchronously up to its first await: the requests leave before the loader returns.
    void (async () => plan(prefetchOnce, new URL(request.url)))().catch(() => undefined);
    return null;
  };
}

/**
 * The same for a signed-in account's pages: their queries start once the guard's user info (sent
 * with the navigation too) has answered, so a session the server no longer knows costs one refused
 * request rather than one per query (the guard then sends the visitor to log in), and a plan can
 * follow the account (a sub-account's page asks for less). `load` brings the modules of the
 * queries meanwhile, so that the console's entry does not carry them.
 */
export function accountPrefetchLoader<Modules>(
  load: () => Promise<Modules>,
  plan: (prefetch: Prefetch, modules: Modules, info: UserInfo, url: URL) => void,
): LoaderFunction {
  return prefetchLoader(async (prefetchQuery, url) => {
    if (!hasSession()) return;
    const [modules, info] = await Promise.all([load(), queryClient.ensureQueryData(userInfoQuery())]);
    plan(prefetchQuery, modules, info, url);
  });
}
