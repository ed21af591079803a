import { TZDate } from '@date-fns/tz';
import { REFLECTION_PERIOD_DAYS } from '../domain/project';
import { LAST_CALENDAR_DAY } from '../validation/column-ranges';

/**
 * Dates of the business (campaign days, the reflection period, claim and profit dates) are
 * calendar days in the tenant's time zone: a day starts at midnight there, not in UTC, so an
 * investment signed at 00:30 in Madrid on 29 March belongs to 29 March although UTC still says
 * the 28th. A calendar day travels as "YYYY-MM-DD" (a `date` column); an instant as an ISO
 * timestamp. Calendar arithmetic runs on the day itself, so a DST change (a 23- or 25-hour day)
 * never shifts a count.
 *
 * A list works these out for every row (an investment's reflection period, a campaign's days
 * left), so the zone's formatter and each day's midnight are kept once made: building either
 * reads the zone's rules, the costly part.
 */
export type CalendarDay = string;

export { DEFAULT_TIME_ZONE, isTimeZone, timeZoneSchema } from './time-zone';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function dayParts(day: CalendarDay): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The day at midnight UTC: calendar arithmetic, where every day is 24 hours long. */
function utcDay(day: CalendarDay): Date {
  const [year, month, date] = dayParts(day);
  const utc = new Date(0);
  // Not Date.UTC, which reads the years 0-99 as 1900-1999.
  utc.setUTCFullYear(year, month - 1, date);
  return utc;
}

function formatDay(year: number, month: number, date: number): CalendarDay {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
}

function formatUtcDay(utc: Date): CalendarDay {
  return formatDay(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Year, month and day in `timeZone`, in digits whatever the runtime's default locale. */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, calendar: 'gregory', numberingSystem: 'latn', year: 'numeric', month: 'numeric', day: 'numeric' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day an instant falls on in the tenant's zone. */
export function businessDay(instant: Date, timeZone: string): CalendarDay {
  let year = 0;
  let month = 0;
  let date = 0;
  for (const part of dayFormatter(timeZone).formatToParts(instant)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') date = Number(part.value);
  }
  return formatDay(year, month, date);
}

/** Midnights already worked out, by zone and day; a zone's rules do not change while the process runs. */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 10_000;

/** The instant the day starts: midnight in the tenant's zone. */
export function startOfBusinessDay(day: CalendarDay, timeZone: string): Date {
  const key = `${timeZone} ${day}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    const [year, month, date] = dayParts(day);
    start = new TZDate(year, month - 1, date, timeZone).getTime();
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return new Date(start);
}

/** The instants of a range of calendar days in the tenant's zone, both ends included: from `start` on, before `end`. */
export type BusinessDayRange = { start?: Date; end?: Date };

/**
 * The instants of the days `from` to `to` (both included, either open) in the tenant's zone. A
 * range to the last day a date may name has no end: nothing is stored later, and the day after
 * it (10000-01-01) is past what a timestamp's text carries to the database.
 */
export function businessDayRange({ from, to }: { from?: CalendarDay | undefined; to?: CalendarDay | undefined }, timeZone: string): BusinessDayRange {
  const range: BusinessDayRange = {};
  if (from !== undefined) range.start = startOfBusinessDay(from, timeZone);
  if (to !== undefined && to < LAST_CALENDAR_DAY) range.end = startOfBusinessDay(addCalendarDays(to, 1), timeZone);
  return range;
}

export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  const utc = utcDay(day);
  utc.setUTCDate(utc.getUTCDate() + days);
  return formatUtcDay(utc);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS);
}

/**
 * Whole calendar days from today (in the tenant's zone) to the campaign's end date: 1 on the day
 * before it, 0 on the end date itself, after it, or once the issuance is closed.
 */
export function remainingCampaignDays(campaign: { endDate: CalendarDay; closed: boolean }, now: Date, timeZone: string): number {
  if (campaign.closed) return 0;
  return Math.max(0, calendarDaysBetween(businessDay(now, timeZone), campaign.endDate));
}

/** Which day of its campaign it is (1 on the start date); null before it starts. */
export function campaignDayNumber(startDate: CalendarDay, now: Date, timeZone: string): number | null {
  const elapsed = calendarDaysBetween(startDate, businessDay(now, timeZone));
  return elapsed < 0 ? null : elapsed + 1;
}

/**
 * The instant the reflection period (spec section 9: 4 calendar days) ends. The rule: it runs through the four calendar days that
 * follow the day of signing, in the tenant's zone, and ends at midnight after the fourth (signed
 * any time on 1 March, refundable until 5 March at 24:00). The day of signing is not counted,
 * so signing late in the evening never shortens it.
 */
export function reflectionPeriodEnd(signedAt: Date, timeZone: string): Date {
  return startOfBusinessDay(addCalendarDays(businessDay(signedAt, timeZone), REFLECTION_PERIOD_DAYS + 1), timeZone);
}

export function isInReflectionPeriod(signedAt: Date, now: Date, timeZone: string): boolean {
  return now.getTime() < reflectionPeriodEnd(signedAt, timeZone).getTime();
}

/** An earning can be claimed from its claim date on, that day included, in the tenant's zone. */
export function isClaimDateReached(claimDate: CalendarDay, now: Date, timeZone: string): boolean {
  return calendarDaysBetween(claimDate, businessDay(now, timeZone)) >= 0;
}
