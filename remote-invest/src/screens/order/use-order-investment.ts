import { useParams, useSearchParams } from 'react-router';
import type { InvestmentAnswer, InvestmentStatus } from 'shared';
import { INVESTMENT_QUERY } from '../../paths';
import { paidOrderOf } from './browser';
import { useNextStep } from '../../invest-flow/next-step';
import { useInvestment } from './order.api';

export type OrderInvestment =
  | { state: 'pending' }
  | { state: 'error'; error: unknown; retry: () => void }
  /** No open order in this project: the amount page starts one. */
  | { state: 'none' }
  | { state: 'ready'; investment: InvestmentAnswer };

/**
 * The order a step is about: the one named in the address (`?investment=`), or else the open
 * order of this project as the API's next step says, so a step opened on another device, or
 * from a bookmark without the query, still finds it. The pages a payment provider returns to
 * also try the order sent to it from this tab.
 */
export function useOrderInvestment(options: { returnFromProvider?: boolean } = {}): OrderInvestment & { slug: string } {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  // The provider comes back to a fixed address; the order sent there was remembered.
  const named = params.get(INVESTMENT_QUERY) ?? (options.returnFromProvider ? paidOrderOf(slug) : null);
  const next = useNextStep(slug, !named);
  const openId = next.data?.kind === 'invest' ? (next.data.investment?.id ?? null) : null;
  const id = named ?? openId;
  const investment = useInvestment(id);

  if (!named) {
    if (next.isPending) return { slug, state: 'pending' };
    if (next.isError) return { slug, state: 'error', error: next.error, retry: () => void next.refetch() };
    if (id === null) return { slug, state: 'none' };
  }
  if (investment.isPending) return { slug, state: 'pending' };
  if (investment.isError) return { slug, state: 'error', error: investment.error, retry: () => void investment.refetch() };
  return { slug, state: 'ready', investment: investment.data };
}

/** The order's status once read, for the stepper. */
export function orderStatus(order: OrderInvestment): InvestmentStatus | undefined {
  return order.state === 'ready' ? order.investment.status : undefined;
}
