import * as v from 'valibot';
import {
  addCalendarDays,
  businessDay,
  businessDayRange,
  calendarDaysBetween,
  campaignDayNumber,
  DEFAULT_TIME_ZONE,
  isClaimDateReached,
  isInReflectionPeriod,
  reflectionPeriodEnd,
  remainingCampaignDays,
  startOfBusinessDay,
  timeZoneSchema,
} from './business-dates';

const MADRID = DEFAULT_TIME_ZONE;

describe('the business day is the calendar day in the tenant zone', () => {
  it('starts at midnight Madrid time, not UTC', () => {
    expect(businessDay(new Date('2026-03-28T22:59:00Z'), MADRID)).toBe('2026-03-28');
    expect(businessDay(new Date('2026-03-28T23:30:00Z'), MADRID)).toBe('2026-03-29');
    expect(businessDay(new Date('2026-03-28T23:30:00Z'), 'UTC')).toBe('2026-03-28');
    expect(startOfBusinessDay('2026-03-29', MADRID).toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('knows midnight on the DST days of March and October', () => {
    // 29 March 2026: clocks go from 02:00 CET to 03:00 CEST; the day has 23 hours.
    expect(startOfBusinessDay('2026-03-30', MADRID).getTime() - startOfBusinessDay('2026-03-29', MADRID).getTime()).toBe(23 * 3600_000);
    expect(startOfBusinessDay('2026-03-30', MADRID).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // 25 October 2026: back from 03:00 CEST to 02:00 CET; the day has 25 hours.
    expect(startOfBusinessDay('2026-10-26', MADRID).getTime() - startOfBusinessDay('2026-10-25', MADRID).getTime()).toBe(25 * 3600_000);
    expect(businessDay(new Date('2026-10-25T22:59:00Z'), MADRID)).toBe('2026-10-25');
    expect(businessDay(new Date('2026-10-25T23:00:00Z'), MADRID)).toBe('2026-10-26');
  });

  it('counts calendar days across a DST change as whole days', () => {
    expect(calendarDaysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(calendarDaysBetween('2026-10-30', '2026-10-24')).toBe(-6);
    expect(addCalendarDays('2026-03-28', 4)).toBe('2026-04-01');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('turns the year in the zone, on either side of UTC', () => {
    expect(businessDay(new Date('2026-12-31T23:30:00Z'), MADRID)).toBe('2027-01-01');
    expect(businessDay(new Date('2027-01-01T03:00:00Z'), 'America/New_York')).toBe('2026-12-31');
    expect(businessDay(new Date('2026-12-31T12:00:00Z'), 'Pacific/Kiritimati')).toBe('2027-01-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(calendarDaysBetween('2026-12-25', '2027-01-05')).toBe(11);
  });

  it('gives each caller a date of its own, and refuses what is not a calendar day', () => {
    const first = startOfBusinessDay('2026-03-29', MADRID);
    first.setTime(0);
    expect(startOfBusinessDay('2026-03-29', MADRID).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfBusinessDay('2026-03-29', 'America/New_York').toISOString()).toBe('2026-03-29T04:00:00.000Z');
    expect(() => startOfBusinessDay('29/03/2026', MADRID)).toThrow(RangeError);
    expect(() => addCalendarDays('2026-3-29', 1)).toThrow(RangeError);
    expect(() => businessDay(new Date('not a date'), MADRID)).toThrow(RangeError);
  });

  it('accepts only zone names the runtime knows', () => {
    expect(v.is(timeZoneSchema, 'Europe/Madrid')).toBe(true);
    expect(v.is(timeZoneSchema, 'Atlantic/Canary')).toBe(true);
    expect(v.is(timeZoneSchema, 'Europe/Atlantis')).toBe(false);
    expect(v.is(timeZoneSchema, '')).toBe(false);
    expect(v.is(timeZoneSchema, 'UTC')).toBe(true);
    expect(v.is(timeZoneSchema, 'Asia/Calcutta')).toBe(true);
  });
});

describe('a range of business days', () => {
  it('runs from the start of its first day to the start of the day after its last, in the zone', () => {
    expect(businessDayRange({ from: '2026-03-02', to: '2026-03-02' }, MADRID)).toEqual({
      start: new Date('2026-03-01T23:00:00.000Z'),
      end: new Date('2026-03-02T23:00:00.000Z'),
    });
    expect(businessDayRange({}, MADRID)).toEqual({});
  });

  it('has no end when it ends on the last day a date may name, on either side of UTC', () => {
    for (const zone of [MADRID, 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      const range = businessDayRange({ from: '9999-12-31', to: '9999-12-31' }, zone);
      expect(range.end).toBeUndefined();
      expect(businessDay(range.start ?? new Date(Number.NaN), zone)).toBe('9999-12-31');
      expect(businessDayRange({ to: '9999-12-30' }, zone).end?.getUTCFullYear()).toBe(9999);
    }
    expect(businessDayRange({ from: '1900-01-01' }, MADRID).start?.getUTCFullYear()).toBe(1899);
  });
});

describe('campaign days', () => {
  const campaign = { endDate: '2026-03-31', closed: false };

  it('counts the remaining days from the Madrid day, not the UTC one', () => {
    // 23:30 UTC on the 28th is already the 29th in Madrid: one day fewer left.
    expect(remainingCampaignDays(campaign, new Date('2026-03-28T22:30:00Z'), MADRID)).toBe(3);
    expect(remainingCampaignDays(campaign, new Date('2026-03-28T23:30:00Z'), MADRID)).toBe(2);
    expect(remainingCampaignDays(campaign, new Date('2026-03-28T23:30:00Z'), 'UTC')).toBe(3);
  });

  it('has no days left after the end date or once closed', () => {
    expect(remainingCampaignDays(campaign, new Date('2026-03-31T21:59:00Z'), MADRID)).toBe(0);
    expect(remainingCampaignDays(campaign, new Date('2026-04-05T10:00:00Z'), MADRID)).toBe(0);
    expect(remainingCampaignDays({ ...campaign, closed: true }, new Date('2026-03-01T10:00:00Z'), MADRID)).toBe(0);
  });

  it('numbers the days of a campaign from its start date', () => {
    expect(campaignDayNumber('2026-03-29', new Date('2026-03-28T22:30:00Z'), MADRID)).toBeNull();
    expect(campaignDayNumber('2026-03-29', new Date('2026-03-28T23:30:00Z'), MADRID)).toBe(1);
    expect(campaignDayNumber('2026-03-29', new Date('2026-04-07T12:00:00Z'), MADRID)).toBe(10);
  });
});

describe('the 4-day reflection period', () => {
  it('runs through the four calendar days after signing, to midnight Madrid time', () => {
    expect(reflectionPeriodEnd(new Date('2026-03-01T10:00:00Z'), MADRID).toISOString()).toBe('2026-03-05T23:00:00.000Z');
  });

  it('starts from the Madrid day of signing when UTC is still on the day before', () => {
    expect(reflectionPeriodEnd(new Date('2026-03-01T23:30:00Z'), MADRID).toISOString()).toBe('2026-03-06T23:00:00.000Z');
  });

  it('keeps four whole calendar days across the March DST change', () => {
    const signedAt = new Date('2026-03-27T12:00:00Z');
    const end = reflectionPeriodEnd(signedAt, MADRID);
    // Ends at midnight of 1 April in Madrid, which is CEST by then: 22:00 UTC.
    expect(end.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(isInReflectionPeriod(signedAt, new Date('2026-03-31T21:59:59Z'), MADRID)).toBe(true);
    expect(isInReflectionPeriod(signedAt, new Date('2026-03-31T22:00:00Z'), MADRID)).toBe(false);
  });

  it('keeps four whole calendar days across the October DST change', () => {
    expect(reflectionPeriodEnd(new Date('2026-10-23T12:00:00Z'), MADRID).toISOString()).toBe('2026-10-27T23:00:00.000Z');
  });
});

describe('claim dates', () => {
  it('can be claimed from the claim date on, in Madrid time', () => {
    expect(isClaimDateReached('2026-06-30', new Date('2026-06-29T21:59:00Z'), MADRID)).toBe(false);
    expect(isClaimDateReached('2026-06-30', new Date('2026-06-29T22:00:00Z'), MADRID)).toBe(true);
    expect(isClaimDateReached('2026-06-30', new Date('2026-07-15T10:00:00Z'), MADRID)).toBe(true);
  });
});
