import { clamp01, rgbaToCss, roundTo, type Rgba } from './color-convert.js';

/** One gradient stop (spec 001 §3): red, green, blue 0..255, alpha 0..1, pct (position) 0..1. */
export interface GradientStop {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
  readonly alpha: number;
  readonly pct: number;
}

/** The gradient kinds of a colour value. */
export type GradientType = 'single' | 'linear' | 'radial';

/** The gradient colour value (spec 001 §3). `hardStop` (ours, optional) renders sharp bands instead of blends. */
export interface GradientValue {
  readonly type: GradientType;
  readonly colors: readonly GradientStop[];
  /** Direction in CSS degrees: 0 up, 90 right, 180 down, 270 left. */
  readonly deg: number;
  /** Radial options, kept as given. */
  readonly radial?: unknown;
  /** Hard stops instead of a linear blend. */
  readonly hardStop?: boolean;
}

/** The four direction buttons. */
export type GradientDirection = 'up' | 'down' | 'left' | 'right';

/** Fewest stops a gradient keeps (spec 001 §9). */
export const MIN_GRADIENT_STOPS = 2;

const DIRECTION_DEG: Readonly<Record<GradientDirection, number>> = { up: 0, right: 90, down: 180, left: 270 };

/** The angle of a direction button. */
export function directionToDeg(direction: GradientDirection): number {
  return DIRECTION_DEG[direction];
}

/** The direction button matching an angle, if it is one of the four. */
export function degToDirection(deg: number): GradientDirection | undefined {
  const normal = ((Math.round(deg) % 360) + 360) % 360;
  return (Object.keys(DIRECTION_DEG) as GradientDirection[]).find((d) => DIRECTION_DEG[d] === normal);
}

/** A stop from a colour at a position. */
export function stopFromRgba(color: Rgba, pct: number): GradientStop {
  return { red: Math.round(color.r), green: Math.round(color.g), blue: Math.round(color.b), alpha: clamp01(color.a), pct: clamp01(pct) };
}

/** A stop's colour. */
export function stopToRgba(stop: GradientStop): Rgba {
  return { r: stop.red, g: stop.green, b: stop.blue, a: clamp01(stop.alpha) };
}

/** Stops sorted by position (stable). */
export function sortStops(stops: readonly GradientStop[]): GradientStop[] {
  return stops.map((s, i) => ({ s, i })).sort((a, b) => a.s.pct - b.s.pct || a.i - b.i).map(({ s }) => s);
}

/** Whether a value looks like a gradient object. */
export function isGradientValue(value: unknown): value is GradientValue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (v.type === 'single' || v.type === 'linear' || v.type === 'radial') && Array.isArray(v.colors);
}

/** Normalise a gradient read from a document: numbers clamped, stops sorted, at least two stops for linear/radial. */
export function normalizeGradient(value: GradientValue): GradientValue {
  const stops = value.colors.map((c) => ({
    red: clampByte(c.red), green: clampByte(c.green), blue: clampByte(c.blue),
    alpha: c.alpha === undefined ? 1 : clamp01(Number(c.alpha)), pct: clamp01(Number(c.pct)),
  }));
  let colors = sortStops(stops);
  if (value.type !== 'single' && colors.length < MIN_GRADIENT_STOPS) {
    const first = colors[0] ?? { red: 0, green: 0, blue: 0, alpha: 1, pct: 0 };
    colors = [{ ...first, pct: 0 }, { ...(colors[1] ?? first), pct: 1 }];
  }
  return { ...value, colors, deg: Number.isFinite(value.deg) ? value.deg : 180 };
}

function clampByte(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(Math.min(255, Math.max(0, n))) : 0;
}

/** The colour of a gradient at a position: blended linearly, or the band's colour with hard stops. */
export function colorAt(gradient: GradientValue, pct: number): Rgba {
  const stops = sortStops(gradient.colors);
  const p = clamp01(pct);
  if (stops.length === 0) return { r: 0, g: 0, b: 0, a: 1 };
  if (p <= stops[0].pct) return stopToRgba(stops[0]);
  const last = stops[stops.length - 1];
  if (p >= last.pct) return stopToRgba(last);
  for (let i = 0; i < stops.length - 1; i += 1) {
    const a = stops[i];
    const b = stops[i + 1];
    if (p >= a.pct && p <= b.pct) {
      if (gradient.hardStop) return stopToRgba(p < b.pct ? a : b);
      const t = b.pct === a.pct ? 0 : (p - a.pct) / (b.pct - a.pct);
      const mix = (x: number, y: number) => x + (y - x) * t;
      return { r: Math.round(mix(a.red, b.red)), g: Math.round(mix(a.green, b.green)), b: Math.round(mix(a.blue, b.blue)), a: roundTo(mix(a.alpha, b.alpha), 3) };
    }
  }
  return stopToRgba(last);
}

/** Add a stop at a position (double-click on the bar) with the colour the gradient has there; returns its index. */
export function addStop(gradient: GradientValue, pct: number): { gradient: GradientValue; index: number } {
  const stop = stopFromRgba(colorAt(gradient, pct), roundTo(clamp01(pct), 4));
  const colors = sortStops([...gradient.colors, stop]);
  return { gradient: { ...gradient, colors }, index: colors.indexOf(stop) };
}

/** Remove a stop (the X button); refused (unchanged) when only two are left. */
export function removeStop(gradient: GradientValue, index: number): GradientValue {
  if (gradient.colors.length <= MIN_GRADIENT_STOPS || index < 0 || index >= gradient.colors.length) return gradient;
  return { ...gradient, colors: gradient.colors.filter((_, i) => i !== index) };
}

/** Drag a stop to a position kept within 0..1; stops are re-sorted. Returns the stop's new index. */
export function moveStop(gradient: GradientValue, index: number, pct: number): { gradient: GradientValue; index: number } {
  const stop = gradient.colors[index];
  if (!stop) return { gradient, index };
  const moved = { ...stop, pct: roundTo(clamp01(pct), 4) };
  const colors = sortStops(gradient.colors.map((s, i) => (i === index ? moved : s)));
  return { gradient: { ...gradient, colors }, index: colors.indexOf(moved) };
}

/** Replace a stop's colour, keeping its position. */
export function setStopColor(gradient: GradientValue, index: number, color: Rgba): GradientValue {
  return { ...gradient, colors: gradient.colors.map((s, i) => (i === index ? stopFromRgba(color, s.pct) : s)) };
}

/** Spread the stops evenly from 0 to 1 in their current order. */
export function distributeEvenly(gradient: GradientValue): GradientValue {
  const n = gradient.colors.length;
  const colors = sortStops(gradient.colors).map((s, i) => ({ ...s, pct: n <= 1 ? 0 : roundTo(i / (n - 1), 4) }));
  return { ...gradient, colors };
}

function pctText(pct: number): string {
  return `${roundTo(pct * 100, 2)}%`;
}

/** CSS for drawing the gradient (linear-gradient / radial-gradient; hard stops as sharp bands). */
export function gradientToCss(gradient: GradientValue, forceLinearDeg?: number): string {
  const stops = sortStops(gradient.colors);
  if (stops.length === 0) return 'transparent';
  if (gradient.type === 'single' || stops.length === 1) {
    const c = rgbaToCss(stopToRgba(stops[0]));
    return `linear-gradient(${c}, ${c})`;
  }
  const parts: string[] = [];
  stops.forEach((stop, i) => {
    const color = rgbaToCss(stopToRgba(stop));
    if (gradient.hardStop) {
      const start = i === 0 ? 0 : stop.pct;
      const end = i === stops.length - 1 ? 1 : stops[i + 1].pct;
      parts.push(`${color} ${pctText(start)}`, `${color} ${pctText(end)}`);
    } else {
      parts.push(`${color} ${pctText(stop.pct)}`);
    }
  });
  if (gradient.type === 'radial' && forceLinearDeg === undefined) return `radial-gradient(circle, ${parts.join(', ')})`;
  return `linear-gradient(${forceLinearDeg ?? gradient.deg}deg, ${parts.join(', ')})`;
}

/** A two-stop gradient from a single colour (switching the picker from monochrome to gradient). */
export function gradientFromColor(color: Rgba): GradientValue {
  return { type: 'linear', deg: 90, colors: [stopFromRgba(color, 0), stopFromRgba({ r: 255, g: 255, b: 255, a: color.a }, 1)] };
}
