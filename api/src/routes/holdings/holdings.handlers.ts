import type { IssuanceInvestorList, Portfolio } from 'shared';
import type { Deps } from '../../app-env.js';
import { errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import type { Caller } from '../caller.js';
import { readerOf } from '../issuances/issuances.handlers.js';
import { isReadable } from '../issuances/issuances.queries.js';
import { listIssuanceInvestors, type InvestorFilters } from './issuance-investors.js';
import { buildPortfolio, paidInvestmentsOf } from './portfolio.js';

export async function getPortfolio(deps: Deps, { tenant, principal }: Caller): Promise<{ data: Portfolio }> {
  const paid = await paidInvestmentsOf(deps.db, tenant.id, principal.user.id);
  return { data: buildPortfolio(paid, tenant.timeZone) };
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
