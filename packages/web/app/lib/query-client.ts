import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: data is fresh for 5 minutes; up to 3 retries, backing off exponentially up to 30 seconds. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 5 * 60_000,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}
