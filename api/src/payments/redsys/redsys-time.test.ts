import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRedsysDateTime, redsysDateTime } from './redsys-time.js';

describe("Redsys's notification dates, on Madrid's clock", () => {
  it('reads a winter and a summer date, URL-encoded as Redsys sends them', () => {
    assert.equal(parseRedsysDateTime('20%2F01%2F2026', '10%3A15')?.toISOString(), '2026-01-20T09:15:00.000Z');
    assert.equal(parseRedsysDateTime('30/08/2022', '12:18')?.toISOString(), '2022-08-30T10:18:00.000Z');
  });

  it('is right on the day the clocks change', () => {
    assert.equal(parseRedsysDateTime('29/03/2026', '10:00')?.toISOString(), '2026-03-29T08:00:00.000Z');
    assert.equal(parseRedsysDateTime('25/10/2026', '10:00')?.toISOString(), '2026-10-25T09:00:00.000Z');
  });

  it('writes what it reads', () => {
    const at = new Date('2026-07-01T21:59:30Z');
    assert.deepEqual(redsysDateTime(at), { date: '01/07/2026', hour: '23:59' });
    assert.equal(parseRedsysDateTime('01/07/2026', '23:59')?.toISOString(), '2026-07-01T21:59:00.000Z');
  });

  it('refuses what is not a date', () => {
    for (const [date, hour] of [['2026-01-20', '10:15'], ['20/13/2026', '10:15'], ['20/01/2026', '25:00'], ['%E0%A4%A', '10:15'], ['', '']]) {
      assert.equal(parseRedsysDateTime(date ?? '', hour ?? ''), undefined, `${date} ${hour}`);
    }
  });
});
