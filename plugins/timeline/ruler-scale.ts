/** Snapping step of the playhead and of dragged keys, in seconds. */
export const SNAP_STEP = 0.1;

/** Time to pixels and back for a ruler at `pxPerSecond`, scrolled by the container. */
export interface RulerScale {
  readonly pxPerSecond: number;
}

/** Seconds at a pixel offset along the ruler (never negative). */
export function timeAt(scale: RulerScale, x: number): number {
  return Math.max(0, x / scale.pxPerSecond);
}

/** Round a time to the nearest multiple of `step` (and strip float noise). */
export function snapTime(time: number, step = SNAP_STEP): number {
  return Math.round(Math.round(time / step) * step * 1000) / 1000;
}

/** Ticks for a ruler: a labelled tick every `major` seconds chosen so labels stay at least `minGap` pixels apart. */
export function rulerTicks(scale: RulerScale, duration: number, minGap = 60): { readonly time: number; readonly major: boolean }[] {
  const steps = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600];
  const major = steps.find((s) => s * scale.pxPerSecond >= minGap) ?? steps[steps.length - 1];
  const minor = major / 5;
  const out: { time: number; major: boolean }[] = [];
  const count = Math.min(5000, Math.floor(duration / minor + 1e-9));
  for (let i = 0; i <= count; i++) out.push({ time: Math.round(i * minor * 1000) / 1000, major: i % 5 === 0 });
  return out;
}

/** Zoom limits (pixels per second). */
export const MIN_ZOOM = 10;
export const MAX_ZOOM = 2000;

/**
 * Pixels per second at zoom 1: the whole animation spans the lanes (`width` pixels less the blank space before 0 s and
 * after the end), within the zoom limits; `fallback` until the lanes have been measured.
 */
export function fitScale(width: number, duration: number, blank: number, fallback = 120): number {
  if (!(width > blank) || !(duration > 0)) return fallback;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, (width - blank) / duration));
}

/** The zoom after one zoom-in (factor > 1) or zoom-out step, within the limits. */
export function zoomed(pxPerSecond: number, factor: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, pxPerSecond * factor));
}
