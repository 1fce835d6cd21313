/** The market filters' time windows (spec 000 §2: this week, Monday to Sunday; this month) in the caller's time zone. */

const DAY_MS = 86_400_000;

/** [from, to) of the week (Monday 00:00 to the next Monday) holding `now`, on a clock `tzOffset` minutes east of UTC. */
export function weekWindow(now: number, tzOffset: number): { from: number; to: number } {
  const shift = tzOffset * 60_000;
  const local = new Date(now + shift);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const from = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday) - shift;
  return { from, to: from + 7 * DAY_MS };
}

/** [from, to) of the calendar month holding `now`, on a clock `tzOffset` minutes east of UTC. */
export function monthWindow(now: number, tzOffset: number): { from: number; to: number } {
  const shift = tzOffset * 60_000;
  const local = new Date(now + shift);
  return {
    from: Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - shift,
    to: Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - shift,
  };
}

/** A date bound in ms: a number of ms, or YYYY-MM-DD (UTC; an end date takes its whole day, so it is exclusive of the next). */
export function dateBound(text: string | undefined, end: boolean): number | undefined {
  if (text === undefined) return undefined;
  if (/^\d+$/.test(text)) return Number(text) + (end ? 1 : 0);
  const ms = Date.parse(`${text}T00:00:00Z`);
  // No rolling over: 2026-02-31 is not a date.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return Number.NaN;
  return end ? ms + DAY_MS : ms;
}
