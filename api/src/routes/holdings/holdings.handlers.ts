import type { IssuanceInvestorList, Portfolio } from 'shared';
import type { Deps } from '../../app-env.js';
import { errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import type { Caller } from '../caller.js';
import { readerOf } from '../issuances/issuances.handlers.js';
import { isReadable } from '../issuances/issuances.queries.js';
import { listIssuanceInvestors, type InvestorFilters } from './issuance-investors.js';
import { and, eq, inArray, or } from 'drizzle-orm';
import { issuances, transfers } from '../../db/schema.js';
import { EVM_LEDGER } from '../../ledger/evm/evm-ledger.js';
import { heldTokens } from '../../ledger/holdings.js';
import { buildPortfolio, holdingEntriesOf, paidInvestmentsOf } from './portfolio.js';

/**
 * The caller's portfolio: paid investments, with the minted tokens of every project they sent or
 * received tokens of as the token ledger holds them.
 */
export async function getPortfolio(deps: Deps, { tenant, principal }: Caller): Promise<{ data: Portfolio }> {
  const userId = principal.user.id;
  const paid = await paidInvestmentsOf(deps.db, tenant.id, userId);
  const transferred = await deps.db
    .selectDistinct({ issuanceId: transfers.issuanceId })
    .from(transfers)
    .where(and(eq(transfers.tenantId, tenant.id), or(eq(transfers.fromUserId, userId), eq(transfers.toUserId, userId))));
  // Without transfers the minted investments are what the ledger minted; with them, or on a chain, the ledger's balance is the truth.
  const paidIds = [...new Set(paid.map((investment) => investment.issuanceId))];
  const onChain = paidIds.length
    ? await deps.db.select({ issuanceId: issuances.id }).from(issuances).where(and(inArray(issuances.id, paidIds), eq(issuances.ledger, EVM_LEDGER)))
    : [];
  const ledger = new Map<string, number>();
  for (const { issuanceId } of [...transferred, ...onChain]) if (!ledger.has(issuanceId)) ledger.set(issuanceId, await heldTokens(deps, deps.db, issuanceId, userId));
  const receivedOnly = [...ledger.keys()].filter((issuanceId) => !paid.some((investment) => investment.issuanceId === issuanceId));
  const entries = receivedOnly.length ? await holdingEntriesOf(deps.db, tenant.id, receivedOnly) : [];
  return { data: buildPortfolio([...paid, ...entries], tenant.timeZone, ledger) };
}

/**
 * The filters of an issuance's investors once the caller may read the issuance: managers any of
 * their tenant, issuers their own; anyone else finds no such issuance, as on its sheet.
 */
export async function investorFiltersOf(deps: Deps, caller: Caller, issuanceId: string, q: string | undefined): Promise<InvestorFilters> {
  if (!isUuid(issuanceId) || !(await isReadable(deps.db, readerOf(deps, caller), issuanceId))) throw errors.notFound('issuance_not_found');
  return { tenantId: caller.tenant.id, issuanceId, q };
}

export async function getIssuanceInvestors(
  deps: Deps,
  caller: Caller,
  issuanceId: string,
  query: { q?: string | undefined; page: number; per_page: number },
): Promise<IssuanceInvestorList> {
  const filters = await investorFiltersOf(deps, caller, issuanceId, query.q);
  return listIssuanceInvestors(deps.db, filters, { page: query.page, perPage: query.per_page });
}
