import type { Locale } from '../messages';
import { INTL_LOCALES } from './number';

const DAY_MS = 24 * 60 * 60 * 1000;
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

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Whole calendar days from `now` until `end` (negative once past), counted in UTC days. */
export function daysLeft(end: string | number | Date, now: Date = new Date()): number {
  return Math.round((utcDay(toDate(end).date) - utcDay(now)) / DAY_MS);
}

/** "in 3 days", "tomorrow", "today", "2 days ago" in the user's language. */
export function formatRelativeDays(end: string | number | Date, locale: Locale, now: Date = new Date()): string {
  return new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: 'auto' }).format(daysLeft(end, now), 'day');
}
