import type { JsonValue } from '../scene/json.js';
import type { StateAnimation } from './animation-data.js';
import { interpolateValue } from './keyframe-eval.js';

/** A target's value at `progress` (0–1) through the states in order (progress mode). */
export function progressValue(animation: Pick<StateAnimation, 'states'>, values: Readonly<Record<string, JsonValue>>, progress: number): JsonValue | undefined {
  const states = animation.states.filter((s) => values[s.stateId] !== undefined);
  if (states.length === 0) return undefined;
  if (states.length === 1) return values[states[0].stateId];
  const p = Math.min(1, Math.max(0, progress)) * (states.length - 1);
  const i = Math.min(states.length - 2, Math.floor(p));
  return interpolateValue(values[states[i].stateId], values[states[i + 1].stateId], p - i);
}
