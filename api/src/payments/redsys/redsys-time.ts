/** Redsys dates its notifications on Spain's peninsular clock: `Ds_Date` dd/mm/yyyy and `Ds_Hour` HH:mm. */
const REDSYS_TIME_ZONE = 'Europe/Madrid';

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: REDSYS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(instant: Date): Record<string, string> {
  return Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** The instant as Redsys writes it in a notification. */
export function redsysDateTime(instant: Date): { date: string; hour: string } {
  const parts = partsOf(instant);
  return { date: `${parts.day}/${parts.month}/${parts.year}`, hour: `${parts.hour}:${parts.minute}` };
}

/** How far Madrid's clock is ahead of UTC at an instant, in ms. */
function offsetAt(utcMs: number): number {
  const parts = partsOf(new Date(utcMs));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return asUtc - Math.floor(utcMs / 60_000) * 60_000;
}

/** The instant of a notification's date and hour (either may come URL-encoded, as Redsys sends them); undefined when not a date. */
export function parseRedsysDateTime(date: string, hour: string): Date | undefined {
  let day: RegExpExecArray | null;
  let time: RegExpExecArray | null;
  try {
    day = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(decodeURIComponent(date));
    time = /^(\d{2}):(\d{2})$/.exec(decodeURIComponent(hour));
  } catch {
    return undefined;
  }
  if (!day || !time) return undefined;
  const [dd, mm, yyyy] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hh, mi] = [Number(time[1]), Number(time[2])];
  if (mm < 1 || mm > 12 || dd < 1 || dd > 31 || hh > 23 || mi > 59) return undefined;
  const wall = Date.UTC(yyyy, mm - 1, dd, hh, mi);
  // The offset at the guess, then again at the result: right on either side of a change of time.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}
