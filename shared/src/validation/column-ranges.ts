/**
 * The ranges of what requests write to the database or compare with it, in one place: the
 * rules (`amount`, `count`, `date`, `dayFilter`) refuse what a column cannot hold with a
 * validation error, so an overflowing figure or an extreme day is a 400 naming the field and
 * never the database's "numeric field overflow" (a 500). The API's schema declares its money
 * columns with these.
 */

/** Every money column is `numeric(18, 2)`. */
export const MONEY_PRECISION = 18;
export const MONEY_SCALE = 2;

/** The largest amount a money column holds: 9999999999999999.99. */
export const MAX_MONEY = `${'9'.repeat(MONEY_PRECISION - MONEY_SCALE)}.${'9'.repeat(MONEY_SCALE)}`;

/** The largest count (tokens, days) an `integer` (int4) column holds. */
export const MAX_COUNT = 2 ** 31 - 1;

/**
 * The days a date may name: birthdays of anyone alive, to the last day four digits can write.
 * The day after the last one (10000-01-01) is beyond what a timestamp's text carries, so a
 * range that ends on it has no end (see `businessDayRange`).
 */
export const FIRST_CALENDAR_DAY = '1900-01-01';
export const LAST_CALENDAR_DAY = '9999-12-31';
