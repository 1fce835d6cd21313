/** Easing functions by name: progress 0–1 in, eased progress out (0 at 0, 1 at 1). */
export const EASINGS: Readonly<Record<string, (t: number) => number>> = Object.freeze({
  linear: (t: number) => t,
  easeInQuad: (t: number) => t * t,
  easeOutQuad: (t: number) => t * (2 - t),
  easeInOutQuad: (t: number) => (t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t),
  easeInCubic: (t: number) => t * t * t,
  easeOutCubic: (t: number) => 1 - (1 - t) ** 3,
  easeInOutCubic: (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2),
  easeInSine: (t: number) => 1 - Math.cos((t * Math.PI) / 2),
  easeOutSine: (t: number) => Math.sin((t * Math.PI) / 2),
  easeInOutSine: (t: number) => -(Math.cos(Math.PI * t) - 1) / 2,
});

/** Names of the easings, in menu order. */
export const EASING_NAMES: readonly string[] = Object.keys(EASINGS);

/** Ease `t` (clamped to 0–1) with the named easing; unknown names are linear. */
export function ease(name: string | undefined, t: number): number {
  const clamped = t <= 0 ? 0 : t >= 1 ? 1 : t;
  return (name !== undefined && EASINGS[name] ? EASINGS[name] : EASINGS.linear)(clamped);
}
