import { useQueryClient } from '@tanstack/react-query';
import { useBusEvent } from 'host/platform';
import type { MyInvestmentsQuery } from 'shared';

/**
 * Query keys of the investor's own investments and of the portfolio that follows from them:
 * both sit below `all`, so one investment change refetches the list and the holdings.
 */
export const myInvestmentKeys = {
  all: ['investor', 'my-investments'] as const,
  lists: () => [...myInvestmentKeys.all, 'list'] as const,
  list: (query: MyInvestmentsQuery) => [...myInvestmentKeys.lists(), query] as const,
  portfolio: () => [...myInvestmentKeys.all, 'portfolio'] as const,
};

/** Refetches the investor's investments and portfolio whenever any area reports an investment change. */
export function useInvestmentChanges(): void {
  const queryClient = useQueryClient();
  useBusEvent('data.changed', ({ entity }) => {
    if (entity === 'investment') void queryClient.invalidateQueries({ queryKey: myInvestmentKeys.all });
  });
}
