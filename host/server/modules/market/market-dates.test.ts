import { describe, expect, it } from 'vitest';
import { dateBound, monthWindow, weekWindow } from './market-dates.js';

describe('market filter windows', () => {
  it('takes the week from Monday 00:00 to the next Monday, in the caller\'s time zone', () => {
    const sunday = Date.UTC(2026, 10, 29, 22);
    expect(weekWindow(sunday, 0)).toEqual({ from: Date.UTC(2026, 10, 23), to: Date.UTC(2026, 10, 30) });
    // 06:00 Monday the 30th in UTC+8: a new week, starting at Monday 00:00 UTC+8 (Sunday 16:00 UTC).
    expect(weekWindow(sunday, 480)).toEqual({ from: Date.UTC(2026, 10, 29, 16), to: Date.UTC(2026, 11, 6, 16) });
    expect(weekWindow(Date.UTC(2026, 10, 23), 0).from).toBe(Date.UTC(2026, 10, 23));
  });

  it('takes the calendar month, across a year end', () => {
    expect(monthWindow(Date.UTC(2026, 11, 31, 20), 0)).toEqual({ from: Date.UTC(2026, 11, 1), to: Date.UTC(2027, 0, 1) });
    expect(monthWindow(Date.UTC(2026, 11, 31, 20), 300)).toEqual({ from: Date.UTC(2027, 0, 1) - 300 * 60_000, to: Date.UTC(2027, 1, 1) - 300 * 60_000 });
  });

  it('reads date bounds as ms or whole UTC days', () => {
    expect(dateBound('2026-11-23', false)).toBe(Date.UTC(2026, 10, 23));
    expect(dateBound('2026-11-23', true)).toBe(Date.UTC(2026, 10, 24));
    expect(dateBound('1000', true)).toBe(1001);
    expect(dateBound('2026-02-31', false)).toBeNaN();
    expect(dateBound(undefined, false)).toBeUndefined();
  });
});
