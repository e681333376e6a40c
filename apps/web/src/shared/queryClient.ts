import {
  type DefaultError,
  type DefaultedQueryObserverOptions,
  QueryClient,
  type QueryKey,
  type QueryObserverOptions,
  skipToken,
} from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { afterFirstScreen, holdingForFirstScreen } from './firstScreenGate';

/**
 * The app's query client. A query fetched while the painted first screen waits for its hydration
 * delivers its answer after the first commit (shared/firstScreenGate.ts): the request leaves at
 * once, and the first render matches the paint.
 */
class AppQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    const queryFn = defaulted.queryFn;
    if (!holdingForFirstScreen() || !queryFn || queryFn === skipToken || defaulted.meta?.beforeFirstRender) {
      return defaulted;
    }
    return { ...defaulted, queryFn: (context) => afterFirstScreen(Promise.resolve(queryFn(context))) };
  }
}

export const queryClient = new AppQueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refused request (an envelope with status != 0) will not change on retry; the network may.
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    },
  },
});
