import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refused request (an envelope with status != 0) will not change on retry; the network may.
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    },
  },
});
