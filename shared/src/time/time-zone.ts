import * as v from 'valibot';

// Apart from the business-day arithmetic (./business-dates), which brings date-fns: the tenant's
// customization checks its zone on the first screen, which computes no dates.

/** The demo tenants' zone, and the default of a tenant that names none. */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

let canonicalZones: ReadonlySet<string> | undefined;

export function isTimeZone(value: string): boolean {
  // The runtime's canonical list answers the usual case in about a millisecond; a first
  // DateTimeFormat loads the ICU calendar data (77 ms of /login at 4x CPU throttling), so it
  // is only built for a name off that list (an alias such as "UTC", or no zone at all).
  canonicalZones ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (canonicalZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

/** An IANA zone name the runtime knows ("Europe/Madrid", "Atlantic/Canary"). */
export const timeZoneSchema = v.pipe(v.string(), v.check(isTimeZone, 'validator.form_field_invalid'));
