import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type InvestmentStatus, type IssuanceInvestor, type IssuanceInvestorList, pageMeta, RAISED_INVESTMENT_STATUSES, toMoney } from 'shared';
import type { Db } from '../../db/client.js';
import { companies, investments, users, wallets } from '../../db/schema.js';
import { amountCell, batchedRows, type Cell, type ExportColumn } from '../../lib/table-export.js';
import { containsPattern } from '../../lib/like-pattern.js';

/**
 * The investors of one issuance (spec section 2, the issuance's investors and token holders):
 * one row per investor whose money was received (shared's RAISED_INVESTMENT_STATUSES, the same
 * orders the sheet's investors and raised count), most tokens first. Orders still in the payment
 * steps are the investments list's, not yet an investor here. The caller's right to read the
 * issuance is checked before (the issuance sheet's scope).
 */

export interface InvestorFilters {
  tenantId: string;
  issuanceId: string;
  /** Part of the investor's name or e-mail. */
  q?: string | undefined;
}

/** A legal investor by their company's name, a natural one by name and surname, else the username. */
const investorName = sql<string>`coalesce(case when ${users.investorType} = 'legal' then ${companies.organisationName} end, nullif(trim(concat_ws(' ', ${users.name}, ${users.surname})), ''), ${users.username})`;

/** Per investor: their paid orders of the issuance, summed. */
function holdingsOf(db: Db, filters: InvestorFilters) {
  return db
    .select({
      investorId: investments.investorId,
      tokens: sql<number>`sum(${investments.tokenAmount})::int`.as('holding_tokens'),
      mintedTokens: sql<number>`coalesce(sum(${investments.tokenAmount}) filter (where ${investments.status} = 'MINTED'), 0)::int`.as('holding_minted_tokens'),
      amount: sql<string>`sum(${investments.amount})`.as('holding_amount'),
      investments: sql<number>`count(*)::int`.as('holding_investments'),
      // The newest order's status, the newest by id when two share their creation instant.
      status: sql<InvestmentStatus>`(array_agg(${investments.status} order by ${investments.createdAt} desc, ${investments.id} desc))[1]`.as('holding_status'),
    })
    .from(investments)
    .where(and(eq(investments.tenantId, filters.tenantId), eq(investments.issuanceId, filters.issuanceId), inArray(investments.status, [...RAISED_INVESTMENT_STATUSES])))
    .groupBy(investments.investorId)
    .as('holdings');
}

type Holdings = ReturnType<typeof holdingsOf>;

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return or(ilike(investorName, containsPattern(q)), ilike(users.email, containsPattern(q)));
}

function rowsQuery(db: Db, holdings: Holdings, filters: InvestorFilters) {
  return db
    .select({
      id: users.id,
      name: investorName,
      email: users.email,
      wallet: sql<string | null>`(select ${wallets.address} from ${wallets} where ${wallets.userId} = ${users.id} order by ${wallets.createdAt}, ${wallets.id} limit 1)`,
      tokens: holdings.tokens,
      mintedTokens: holdings.mintedTokens,
      amount: holdings.amount,
      investments: holdings.investments,
      status: holdings.status,
    })
    .from(holdings)
    .innerJoin(users, eq(users.id, holdings.investorId))
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(searchCondition(filters.q))
    .orderBy(desc(holdings.tokens), asc(investorName), asc(users.id));
}

type InvestorRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

function toInvestor(row: InvestorRow): IssuanceInvestor {
  return {
    investor: { id: row.id, name: row.name, email: row.email },
    wallet: row.wallet,
    tokens: row.tokens,
    minted_tokens: row.mintedTokens,
    amount: toMoney(row.amount),
    investments: row.investments,
    status: row.status,
    holder: row.mintedTokens > 0,
  };
}

export async function listIssuanceInvestors(db: Db, filters: InvestorFilters, page: { page: number; perPage: number }): Promise<IssuanceInvestorList> {
  const holdings = holdingsOf(db, filters);
  const [rows, [totals]] = await Promise.all([
    rowsQuery(db, holdings, filters)
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db
      .select({
        investors: sql<number>`count(*)::int`,
        holders: sql<number>`(count(*) filter (where ${holdings.mintedTokens} > 0))::int`,
        tokens: sql<number>`coalesce(sum(${holdings.tokens}), 0)::int`,
        amount: sql<string>`coalesce(sum(${holdings.amount}), 0)`,
      })
      .from(holdings)
      .innerJoin(users, eq(users.id, holdings.investorId))
      .leftJoin(companies, eq(companies.userId, users.id))
      .where(searchCondition(filters.q)),
  ]);
  const total = totals?.investors ?? 0;
  return {
    data: rows.map(toInvestor),
    meta: pageMeta(page.page, page.perPage, total),
    totals: { investors: total, holders: totals?.holders ?? 0, tokens: totals?.tokens ?? 0, amount: toMoney(totals?.amount ?? '0') },
  };
}

const COLUMNS: readonly ExportColumn<IssuanceInvestor>[] = [
  { header: 'investor_id', value: (row) => row.investor.id },
  { header: 'name', value: (row) => row.investor.name },
  { header: 'email', value: (row) => row.investor.email },
  { header: 'wallet', value: (row) => row.wallet },
  { header: 'tokens', value: (row) => row.tokens },
  { header: 'minted_tokens', value: (row) => row.minted_tokens },
  { header: 'amount', value: (row) => amountCell(row.amount) },
  { header: 'investments', value: (row) => row.investments },
  { header: 'status', value: (row) => row.status },
  { header: 'holder', value: (row) => row.holder },
];

export const INVESTOR_EXPORT_HEADERS = COLUMNS.map((column) => column.header);

/** Every row of the filtered list, in its order, one batch at a time. */
export function investorExportRows(db: Db, filters: InvestorFilters): AsyncGenerator<Cell[]> {
  const holdings = holdingsOf(db, filters);
  return batchedRows((page) => rowsQuery(db, holdings, filters).limit(page.limit).offset(page.offset), toInvestor, COLUMNS);
}
