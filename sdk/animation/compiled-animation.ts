import type { NodeId } from '../scene/document.js';
import type { JsonValue } from '../scene/json.js';
import type { AnimationTrack, KeyframeAnimation } from './animation-data.js';
import { EASINGS } from './easing.js';

/** One numeric track of a compiled animation: its value at the playhead sits in `output` from `offset`. */
export interface CompiledTrack {
  readonly nodeId: NodeId;
  readonly property: string;
  /** The value's numeric fields in order (['x', 'y', 'z'] for a vector), [] for a plain number. */
  readonly fields: readonly string[];
  /** Where the value starts in the output. */
  readonly offset: number;
}

const LINEAR = 0;
const STEP = 1;
const EASE = 2;

interface TrackData {
  readonly times: Float64Array;
  /** Key values, `width` numbers per key. */
  readonly values: Float64Array;
  readonly modes: Uint8Array;
  readonly easings: readonly ((t: number) => number)[];
  readonly width: number;
  /** The key index found last frame: playback moves forward a little each frame, so the search usually starts right. */
  cursor: number;
}

/** The numeric fields of a value ([] for a number), or undefined when it is not a number or an object of numbers. */
function shapeOf(value: JsonValue): string[] | undefined {
  if (typeof value === 'number') return [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const fields = Object.keys(value);
  return fields.length > 0 && fields.every((f) => typeof value[f] === 'number') ? fields : undefined;
}

function sameShape(value: JsonValue, fields: readonly string[]): boolean {
  if (fields.length === 0) return typeof value === 'number';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  let count = 0;
  for (const key in value) {
    if (typeof value[key] !== 'number' || !fields.includes(key)) return false;
    count++;
  }
  return count === fields.length;
}

/**
 * A keyframe animation compiled for playback: keys in typed arrays, evaluated into one Float64Array without allocating
 * (the per-frame cost of playing thousands of tracks). Same results as `evaluateTrack`; tracks whose values are not
 * numbers or objects of numbers are left in `other` for `evaluateTrack`.
 */
export class CompiledAnimation {
  readonly tracks: readonly CompiledTrack[];
  /** Tracks this cannot evaluate (booleans, strings, mixed shapes). */
  readonly other: readonly AnimationTrack[];
  /** The values at the last evaluated time. */
  readonly output: Float64Array;
  /** The time last evaluated (NaN before the first). */
  time = Number.NaN;
  private readonly data: TrackData[] = [];

  constructor(readonly animation: KeyframeAnimation) {
    const tracks: CompiledTrack[] = [];
    const other: AnimationTrack[] = [];
    let offset = 0;
    for (const track of animation.tracks) {
      const keys = track.keys;
      const fields = keys.length ? shapeOf(keys[0].value) : undefined;
      const width = Math.max(1, fields?.length ?? 0);
      const times = new Float64Array(keys.length);
      const values = new Float64Array(keys.length * width);
      const modes = new Uint8Array(keys.length);
      const easings: ((t: number) => number)[] = new Array(keys.length);
      let numeric = fields !== undefined;
      for (let i = 0; numeric && i < keys.length; i++) {
        const k = keys[i];
        const v = k.value;
        if (!sameShape(v, fields!)) numeric = false;
        else if (fields!.length === 0) values[i] = v as number;
        else for (let j = 0; j < width; j++) values[i * width + j] = (v as Record<string, number>)[fields![j]];
        times[i] = k.time;
        modes[i] = k.interpolation === 'step' ? STEP : k.interpolation === 'ease' ? EASE : LINEAR;
        easings[i] = EASINGS[k.easing ?? 'easeInOutQuad'] ?? EASINGS.linear;
      }
      if (!numeric) {
        if (keys.length) other.push(track);
        continue;
      }
      tracks.push({ nodeId: track.nodeId, property: track.property, fields: fields!, offset });
      this.data.push({ times, values, modes, easings, width, cursor: 0 });
      offset += width;
    }
    this.tracks = tracks;
    this.other = other;
    this.output = new Float64Array(offset);
  }

  /** Evaluate every numeric track at `time` into `output`. */
  evaluate(time: number): void {
    this.time = time;
    const out = this.output;
    const tracks = this.tracks;
    for (let t = 0; t < tracks.length; t++) {
      const d = this.data[t];
      const { times, values, width } = d;
      const n = times.length;
      const o = tracks[t].offset;
      const i = indexAt(d, time);
      if (i < 0 || i >= n - 1) {
        const k = (i < 0 ? 0 : n - 1) * width;
        for (let j = 0; j < width; j++) out[o + j] = values[k + j];
        continue;
      }
      const span = times[i + 1] - times[i];
      const from = i * width;
      if (span <= 0 || d.modes[i] === STEP) {
        const k = span <= 0 ? from + width : from;
        for (let j = 0; j < width; j++) out[o + j] = values[k + j];
        continue;
      }
      let p = (time - times[i]) / span;
      if (d.modes[i] === EASE) p = d.easings[i](p < 0 ? 0 : p > 1 ? 1 : p);
      for (let j = 0; j < width; j++) {
        const a = values[from + j];
        out[o + j] = a + (values[from + width + j] - a) * p;
      }
    }
  }

  /** A track's value in `output` as a JSON value (a number or an object of its fields). */
  valueOf(track: CompiledTrack): JsonValue {
    if (track.fields.length === 0) return this.output[track.offset];
    const value: Record<string, number> = {};
    track.fields.forEach((f, j) => (value[f] = this.output[track.offset + j]));
    return value;
  }
}

/** The index of the last key at or before `time` (-1 before the first), starting from the track's cursor. */
function indexAt(d: TrackData, time: number): number {
  const times = d.times;
  const n = times.length;
  let c = d.cursor;
  if (c < n && times[c] <= time && (c + 1 >= n || times[c + 1] > time)) return c;
  if (c + 1 < n && times[c + 1] <= time && (c + 2 >= n || times[c + 2] > time)) return (d.cursor = c + 1);
  let lo = 0;
  let hi = n - 1;
  c = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid] <= time) {
      c = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  d.cursor = c < 0 ? 0 : c;
  return c;
}
