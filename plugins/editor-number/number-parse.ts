import { applyLeadingOperator, evaluateExpression, ExpressionError, isForbiddenInput, parseExpression, usesItemValues } from './number-expression.js';
import { fromDisplayUnits, isIntegerFormat, toDisplayUnits, type NumberFormatOptions } from './number-format.js';

/** What a typed number needs besides the text. */
export interface NumberParseOptions extends NumberFormatOptions {
  /** The current (stored) value, used by `?` and leading operators. */
  readonly old: number;
  /** Lower bound; the result is clamped to it. */
  readonly min?: number;
  /** Upper bound; the result is clamped to it. */
  readonly max?: number;
  /** `id`: index of the item being edited (default 0). */
  readonly index?: number;
  /** `rnd` source (default Math.random). */
  readonly random?: () => number;
}

/** The outcome of parsing typed text: a stored value, or why there is none. */
export type NumberParseResult =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly reason: 'empty' | 'unsupported' };

type Unit = 'degree' | 'percent' | 'second';
const SUFFIX: ReadonlyArray<readonly [string, Unit]> = [['°', 'degree'], ['%', 'percent'], ['s', 'second']];

/** Clamp to optional bounds. */
export function clampNumber(value: number, min?: number, max?: number): number {
  let result = value;
  if (min !== undefined && Number.isFinite(min) && result < min) result = min;
  if (max !== undefined && Number.isFinite(max) && result > max) result = max;
  return result;
}

/** Split a trailing unit ('90°', '50%', '2s') off the text. */
export function splitUnit(text: string): { readonly body: string; readonly unit?: Unit } {
  const trimmed = text.trim();
  for (const [suffix, unit] of SUFFIX) {
    if (trimmed.length > suffix.length && trimmed.endsWith(suffix)) return { body: trimmed.slice(0, -suffix.length).trim(), unit };
  }
  return { body: trimmed };
}

function toStored(shown: number, unit: Unit | undefined, options: NumberParseOptions): number {
  if (unit === 'degree') return (shown * Math.PI) / 180;
  if (unit === 'percent') return shown / 100;
  if (unit === 'second') return shown;
  return fromDisplayUnits(shown, options.mode);
}

/**
 * Parse what the user typed (spec 001 §5): numbers in the units shown (degrees for radian, percent for percent),
 * an optional unit suffix ('90°', '50%', '2s'), or an expression with `?`, `id`, `rnd` and leading operators.
 * Input with '=', '{' or '&' is unsupported. A parseable expression with a non-finite result gives 0.
 * Int types round; the result is clamped to min/max.
 */
export function parseNumberInput(text: string, options: NumberParseOptions): NumberParseResult {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  if (isForbiddenInput(text)) return { ok: false, reason: 'unsupported' };
  const { body, unit } = splitUnit(text);
  let shown: number;
  try {
    shown = evaluateExpression(body, {
      old: toDisplayUnits(options.old, unit === 'degree' ? 'radian' : unit === 'percent' ? 'percent' : options.mode),
      index: options.index ?? 0,
      random: options.random ?? Math.random,
    });
  } catch (error) {
    if (error instanceof ExpressionError) return { ok: false, reason: 'unsupported' };
    throw error;
  }
  let value = toStored(shown, unit, options);
  if (!Number.isFinite(value)) value = 0;
  if (isIntegerFormat(options)) value = Math.round(value);
  return { ok: true, value: clampNumber(value, options.min, options.max) };
}

/** Whether typed text refers to the old value, the item index or a random number, so each item needs its own result. */
export function inputDependsOnItem(text: string): boolean {
  if (isForbiddenInput(text)) return false;
  try {
    return usesItemValues(parseExpression(applyLeadingOperator(splitUnit(text).body)));
  } catch (error) {
    if (error instanceof ExpressionError) return false;
    throw error;
  }
}
