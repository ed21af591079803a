import type { Locale } from '../messages';
import { businessDay, calendarDaysBetween, DEFAULT_TIME_ZONE, type CalendarDay } from '../time/business-dates';
import { INTL_LOCALES } from './number';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A YYYY-MM-DD string names a calendar day, not an instant: it is read and shown in UTC so a
 * user west of Greenwich does not see the day before.
 */
function toDate(value: string | number | Date): { date: Date; dateOnly: boolean } {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return { date: new Date(`${value}T00:00:00Z`), dateOnly: true };
  return { date: new Date(value), dateOnly: false };
}

export type DateStyle = 'short' | 'medium' | 'long';

export function formatDate(value: string | number | Date, locale: Locale, style: DateStyle = 'medium'): string {
  const { date, dateOnly } = toDate(value);
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: style, ...(dateOnly ? { timeZone: 'UTC' } : {}) }).format(date);
}

export function formatDateTime(value: string | number | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/**
 * Whole calendar days from today to `end` (negative once past), today being the day in the
 * tenant's zone: at 00:30 in Madrid it is already the next day although UTC is not.
 */
export function daysLeft(end: CalendarDay, now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): number {
  return calendarDaysBetween(businessDay(now, timeZone), end);
}

/** "in 3 days", "tomorrow", "today", "2 days ago" in the user's language. */
export function formatRelativeDays(end: CalendarDay, locale: Locale, now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: 'auto' }).format(daysLeft(end, now, timeZone), 'day');
}
