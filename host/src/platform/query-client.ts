import { QueryClient } from '@tanstack/react-query';

/** The one server-state cache of the page; remotes read and invalidate it through the platform. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not heal by itself; retrying only delays the error state the user needs.
        retry: (failureCount, error) => {
          const status = (error as { response?: { status?: number } }).response?.status;
          if (status !== undefined && status < 500) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}
