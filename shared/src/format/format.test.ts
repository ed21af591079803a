import { daysLeft, formatDate, formatRelativeDays } from './date';
import { formatPercent, formatTokens } from './money';

const nbsp = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('formatTokens and formatPercent', () => {
  it('shows token counts with the symbol and only the needed decimals', () => {
    expect(nbsp(formatTokens(1250, 'es', 'SOL'))).toBe('1.250 SOL');
    expect(formatTokens(2.5, 'en')).toBe('2.5');
  });
  it('shows percentages given in percent units', () => {
    expect(nbsp(formatPercent(19, 'es'))).toBe('19 %');
    expect(formatPercent(8.75, 'en')).toBe('8.75%');
  });
});

describe('dates', () => {
  it('shows a calendar date on its own day in every time zone', () => {
    expect(formatDate('2026-03-01', 'en', 'long')).toBe('1 March 2026');
    expect(formatDate('2026-03-01', 'es', 'long')).toBe('1 de marzo de 2026');
  });
  it('counts the days left until the end of a campaign', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(daysLeft('2026-03-31', now)).toBe(30);
    expect(daysLeft('2026-02-28', now)).toBe(-1);
  });
  it('counts from the day in the tenant zone, not in UTC', () => {
    expect(daysLeft('2026-03-31', new Date('2026-03-28T22:30:00Z'), 'Europe/Madrid')).toBe(3);
    expect(daysLeft('2026-03-31', new Date('2026-03-28T23:30:00Z'), 'Europe/Madrid')).toBe(2);
    expect(daysLeft('2026-03-31', new Date('2026-03-28T23:30:00Z'), 'UTC')).toBe(3);
  });
  it('words the relative days in both locales', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(formatRelativeDays('2026-03-04', 'en', now)).toBe('in 3 days');
    expect(formatRelativeDays('2026-03-04', 'es', now)).toBe('dentro de 3 días');
    expect(formatRelativeDays('2026-03-02', 'es', now)).toBe('mañana');
  });
});
