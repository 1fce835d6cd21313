/** Money in minor units (fen for CNY) as the locale writes it: 9900 CNY → '¥99.00'. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** A day as the locale writes it. */
export function formatDay(ms: number, locale: string): string {
  return new Date(ms).toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
}
