import type { JsonValue } from '../scene/json.js';
import type { AnimationTrack, Keyframe } from './animation-data.js';
import { ease } from './easing.js';

/**
 * The value between `a` and `b` at progress `t` (0–1): numbers and the numeric fields of vectors and colours (and
 * arrays) are interpolated linearly; anything else (booleans, strings, mismatched shapes) holds `a` until `t` reaches 1.
 */
export function interpolateValue(a: JsonValue, b: JsonValue, t: number): JsonValue {
  if (typeof a === 'number' && typeof b === 'number') return a + (b - a) * t;
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return a.map((item, i) => interpolateValue(item, b[i], t));
  if (typeof a === 'object' && a !== null && !Array.isArray(a) && typeof b === 'object' && b !== null && !Array.isArray(b)) {
    const out: Record<string, JsonValue> = {};
    for (const key of Object.keys(a)) out[key] = key in b ? interpolateValue(a[key], b[key], t) : a[key];
    return out;
  }
  return t >= 1 ? b : a;
}

/** The index of the last key at or before `time` (-1 when `time` is before the first key); keys sorted by time. */
export function keyIndexAt(keys: readonly Keyframe[], time: number): number {
  let lo = 0;
  let hi = keys.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (keys[mid].time <= time) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** A track's value at `time`: held before the first key and after the last, interpolated between keys by the earlier key's mode. */
export function evaluateTrack(track: Pick<AnimationTrack, 'keys'>, time: number): JsonValue | undefined {
  const keys = track.keys;
  if (keys.length === 0) return undefined;
  const i = keyIndexAt(keys, time);
  if (i < 0) return keys[0].value;
  if (i >= keys.length - 1) return keys[keys.length - 1].value;
  const from = keys[i];
  const to = keys[i + 1];
  const span = to.time - from.time;
  if (span <= 0 || from.interpolation === 'step') return span <= 0 ? to.value : from.value;
  const progress = (time - from.time) / span;
  return interpolateValue(from.value, to.value, from.interpolation === 'ease' ? ease(from.easing ?? 'easeInOutQuad', progress) : progress);
}

/** Where playback is after `elapsed` seconds of animation time (speed already applied). */
export interface PlaybackPosition {
  /** The animation time to show, 0..duration. */
  readonly time: number;
  /** Whether a non-looping playback has finished. */
  readonly done: boolean;
}

/**
 * Map elapsed animation time to the time shown: once through (held at the end), looped, swung once (forward then back,
 * ending at 0) or swung forever when both loop and swing are set.
 */
export function playbackPosition(elapsed: number, duration: number, loop: boolean, swing: boolean): PlaybackPosition {
  if (duration <= 0) return { time: 0, done: !loop };
  const e = Math.max(0, elapsed);
  if (!swing) {
    if (loop) return { time: e % duration, done: false };
    return e >= duration ? { time: duration, done: true } : { time: e, done: false };
  }
  const period = 2 * duration;
  if (!loop && e >= period) return { time: 0, done: true };
  const p = e % period;
  return { time: p <= duration ? p : period - p, done: false };
}
