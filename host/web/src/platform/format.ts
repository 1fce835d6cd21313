/** A day (no time of day) in the active language: the last day a publish link opens. */
export function formatDay(ms: number, locale: string): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** A date-time in the active language. */
export function formatTime(value: number | string | undefined, locale: string): string {
  if (value === undefined || value === null || value === '') return '';
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleString(locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
}
