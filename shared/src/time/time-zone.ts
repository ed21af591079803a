import * as v from 'valibot';

// Apart from the business-day arithmetic (./business-dates), which brings date-fns: the tenant's
// customization checks its zone on the first screen, which computes no dates.

/** The demo tenants' zone, and the default of a tenant that names none. */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

/** An IANA zone name the runtime knows ("Europe/Madrid", "Atlantic/Canary"). */
export const timeZoneSchema = v.pipe(v.string(), v.check(isTimeZone, 'validator.form_field_invalid'));
