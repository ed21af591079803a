import { QueryClient } from '@tanstack/react-query';
import { isClientError } from 'shared/errors';

/** The one server-state cache of the page; remotes read and invalidate it through the platform. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not heal by itself; retrying only delays the error state the user needs.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
