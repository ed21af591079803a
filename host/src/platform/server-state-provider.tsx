import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePlatform } from 'host/platform';

/**
 * Gives the screens under it the platform's query client. Only the chunks of routes that made
 * the client first (`platform.loadQueryClient()`) render it, so react-query stays off the public
 * screens.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={usePlatform().queryClient}>{children}</QueryClientProvider>;
}
