import type { DisplayMode } from '../../sdk/index.js';

/** How a number is shown: the descriptor's display mode, precision and whether it is an integer type. */
export interface NumberFormatOptions {
  /** Display mode from the descriptor (percent, radian, duration, int, linear, enum). */
  readonly mode?: DisplayMode;
  /** Decimals shown; defaults to 5, or 1 for radian and percent. */
  readonly precision?: number;
  /** True for the 'int' property type (rounds like the int display mode). */
  readonly integer?: boolean;
}

/** Default decimals (spec 001 §9). */
export const DEFAULT_PRECISION = 5;
/** Decimals for radian and percent display. */
export const ANGLE_PERCENT_PRECISION = 1;

/** The unit suffix a display mode shows after the number. */
export function unitSuffix(mode: DisplayMode | undefined): string {
  switch (mode) {
    case 'radian': return '°';
    case 'percent': return '%';
    case 'duration': return 's';
    default: return '';
  }
}

/** Whether the options round to whole numbers. */
export function isIntegerFormat(options: NumberFormatOptions): boolean {
  return options.integer === true || options.mode === 'int';
}

/** Decimals used for a display mode when the descriptor gives none. */
export function precisionOf(options: NumberFormatOptions): number {
  if (isIntegerFormat(options)) return 0;
  if (options.precision !== undefined && Number.isFinite(options.precision)) {
    return Math.min(20, Math.max(0, Math.floor(options.precision)));
  }
  return options.mode === 'radian' || options.mode === 'percent' ? ANGLE_PERCENT_PRECISION : DEFAULT_PRECISION;
}

/** Convert a stored value to the unit shown (radians → degrees, fraction → percent). */
export function toDisplayUnits(value: number, mode: DisplayMode | undefined): number {
  if (mode === 'radian') return (value * 180) / Math.PI;
  if (mode === 'percent') return value * 100;
  return value;
}

/** Convert a shown value back to the stored unit (degrees → radians, percent → fraction). */
export function fromDisplayUnits(value: number, mode: DisplayMode | undefined): number {
  if (mode === 'radian') return (value * Math.PI) / 180;
  if (mode === 'percent') return value / 100;
  return value;
}

/** Fixed decimals with trailing zeros (and a dangling point) removed; never '-0'. */
export function trimDecimals(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

/** The number as shown, without its unit suffix (what '?' means in an expression). */
export function formatNumberPlain(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const shown = toDisplayUnits(value, options.mode);
  if (isIntegerFormat(options)) return trimDecimals(Math.round(shown), 0);
  return trimDecimals(shown, precisionOf(options));
}

/** The number as shown in an idle input: display units, precision, trimmed zeros and the unit suffix. */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  return formatNumberPlain(value, options) + unitSuffix(options.mode);
}
