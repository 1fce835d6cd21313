import type { MoverData } from '../scene/movers.js';
import { ease } from './easing.js';

/**
 * A mover's value `seconds` after the scene started (spec 001 §3): before `delay` and while paused it holds its start;
 * then each `duration` it runs from min to max (swing: back from max to min over the next duration), eased, plus base.
 * `offset` shifts the phase, in seconds. A disabled mover drives nothing (undefined).
 */
export function moverValue(mover: MoverData, seconds: number): number | undefined {
  if (mover.enable === false) return undefined;
  const min = mover.min ?? 0;
  const max = mover.max ?? 1;
  const base = mover.base ?? 0;
  const duration = mover.duration && mover.duration > 0 ? mover.duration : 1;
  const running = mover.pause ? 0 : Math.max(0, seconds - (mover.delay ?? 0));
  const cycles = (running + (mover.offset ?? 0)) / duration;
  let phase: number;
  if (mover.swing) {
    const p = ((cycles % 2) + 2) % 2;
    phase = p <= 1 ? p : 2 - p;
  } else phase = ((cycles % 1) + 1) % 1;
  return base + min + (max - min) * ease(mover.easing, phase);
}
