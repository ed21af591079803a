import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { issuances } from '../db/schema.js';

/**
 * The columns a draft may leave empty (migration 0010) and every submitted issuance has: the
 * story's short description and the token step. Submitting (DRAFT → VALIDATING) needs every step
 * done, and a step writes all its required fields at once, so an issuance past DRAFT always has
 * them; investments, tokens and the invest flow only ever meet such issuances.
 */
const ROUND_COLUMNS = [
  'shortDescription',
  'tokenName',
  'tokenSymbol',
  'tokenPrice',
  'tokensForSale',
  'totalAmount',
  'minOffer',
  'maxOffer',
  'softCap',
  'maxFundraising',
  'campaignDays',
  'startDate',
  'endDate',
] as const satisfies readonly (keyof typeof issuances.$inferSelect)[];
type RoundColumn = (typeof ROUND_COLUMNS)[number];

/** An issuance row (or part of one) whose round columns are known to be filled. */
export type Complete<R extends Partial<Record<RoundColumn, unknown>>> = Omit<R, RoundColumn> & { [K in RoundColumn & keyof R]: NonNullable<R[K]> };

/** Whether every round column the row carries is filled (a submitted issuance's are). */
export function isComplete<R extends Partial<Record<RoundColumn, unknown>>>(row: R): row is R & Complete<R> {
  return ROUND_COLUMNS.every((column) => !(column in row) || (row[column] !== null && row[column] !== undefined));
}

/**
 * A round column read where only submitted issuances can be (an investment's, a token's): typed
 * as filled, decoded as the column itself.
 */
export function filled<C extends AnyPgColumn>(column: C): SQL<NonNullable<C['_']['data']>> {
  // mapWith decodes as the column does; the type says what submission guarantees.
  return sql`${column}`.mapWith(column) as SQL<NonNullable<C['_']['data']>>;
}
