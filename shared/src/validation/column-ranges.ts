/**
 * The ranges of the database columns that request figures are written to, in one place: the
 * rules (`amount`, `count`) refuse what a column cannot hold with a validation error, so an
 * overflowing figure is a 400 naming the field and never the database's "numeric field
 * overflow" (a 500). The API's schema declares its money columns with these.
 */

/** Every money column is `numeric(18, 2)`. */
export const MONEY_PRECISION = 18;
export const MONEY_SCALE = 2;

/** The largest amount a money column holds: 9999999999999999.99. */
export const MAX_MONEY = `${'9'.repeat(MONEY_PRECISION - MONEY_SCALE)}.${'9'.repeat(MONEY_SCALE)}`;

/** The largest count (tokens, days) an `integer` (int4) column holds. */
export const MAX_COUNT = 2 ** 31 - 1;
