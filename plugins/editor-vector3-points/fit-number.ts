/** Most decimals a coordinate shows (spec 001: number precision 5). */
const MAX_DECIMALS = 5;

/**
 * A coordinate as text of at most `maxChars` characters: up to 5 decimals with trailing zeros trimmed, fewer decimals
 * when that is too long, and exponent notation for a whole part that alone does not fit. A value that rounds to zero
 * shows '0' (never '4.8985' cut from 4.898587196589413e-16, nor '-0').
 */
export function fitNumber(value: number, maxChars: number): string {
  if (!Number.isFinite(value)) return String(value);
  for (let decimals = MAX_DECIMALS; decimals >= 0; decimals--) {
    const text = trim(value.toFixed(decimals));
    if (text.length <= maxChars) return text;
  }
  for (let digits = Math.max(0, maxChars - 6); digits >= 0; digits--) {
    const text = value.toExponential(digits).replace(/\.?0+e/, 'e');
    if (text.length <= maxChars || digits === 0) return text;
  }
  return value.toExponential(0);
}

/** The full value as typed into the field: up to 5 decimals, trailing zeros trimmed. */
export function fullNumber(value: number): string {
  return Number.isFinite(value) ? trim(value.toFixed(MAX_DECIMALS)) : String(value);
}

function trim(text: string): string {
  const out = text.includes('.') ? text.replace(/\.?0+$/, '') : text;
  return out === '-0' ? '0' : out;
}
