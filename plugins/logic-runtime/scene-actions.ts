import type { Color3Value, JsonValue, PuzzleTransformProp, PuzzleVector } from '../../sdk/index.js';

/** What the page does for checked messages that are more than a property set. */
export interface SceneActions {
  /** Move, turn (degrees) or scale a node to/by a value over `seconds`, writing each step through `set`. */
  transform(nodeId: string, prop: PuzzleTransformProp, value: PuzzleVector, seconds: number, relative: boolean, set: (value: JsonValue) => void): void;
  animation(action: 'play' | 'pause' | 'stop', animationId: string): void;
  jumpToState(animationId: string, stateId: string): void;
  setProgress(animationId: string, progress: number): void;
}

/** '#rgb' or '#rrggbb' as a colour with 0–1 channels. */
export function hexToColor3(hex: string): Color3Value {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((c) => c + c).join('') : digits;
  const channel = (i: number) => Math.round((parseInt(full.slice(i, i + 2), 16) / 255) * 1000) / 1000;
  return { r: channel(0), g: channel(2), b: channel(4) };
}
