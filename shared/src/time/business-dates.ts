import { TZDate, tz } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format } from 'date-fns';
import { REFLECTION_PERIOD_DAYS } from '../domain/project';

/**
 * Dates of the business (campaign days, the reflection period, claim and profit dates) are
 * calendar days in the tenant's time zone: a day starts at midnight there, not in UTC, so an
 * investment signed at 00:30 in Madrid on 29 March belongs to 29 March although UTC still says
 * the 28th. A calendar day travels as "YYYY-MM-DD" (a `date` column); an instant as an ISO
 * timestamp. Calendar arithmetic runs on the day itself, so a DST change (a 23- or 25-hour day)
 * never shifts a count.
 */
export type CalendarDay = string;

export { DEFAULT_TIME_ZONE, isTimeZone, timeZoneSchema } from './time-zone';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as a date at midnight in `timeZone` (UTC for pure calendar arithmetic). */
function dayAt(day: CalendarDay, timeZone: string): TZDate {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), timeZone);
}

/** The calendar day an instant falls on in the tenant's zone. */
export function businessDay(instant: Date, timeZone: string): CalendarDay {
  return format(instant, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** The instant the day starts: midnight in the tenant's zone. */
export function startOfBusinessDay(day: CalendarDay, timeZone: string): Date {
  return new Date(dayAt(day, timeZone).getTime());
}

export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  return format(addDays(dayAt(day, 'UTC'), days), 'yyyy-MM-dd');
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  return differenceInCalendarDays(dayAt(to, 'UTC'), dayAt(from, 'UTC'));
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
