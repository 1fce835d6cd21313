import type { JsonValue } from '../scene/json.js';

/**
 * What a puzzle's generated code sees as the global `scene` inside the logic sandbox (a Web Worker). Every call is a
 * message to the page's logic runtime, which checks it (known node ids, declared property names and types, rate
 * limits, allowed origins) before it touches the scene; a refused call is logged in the console panel, never thrown
 * into the page. Reads are answered from the worker's own mirror of node props, kept current by the runtime.
 *
 * Code generators of `LogicBlocks` contributions emit calls to this object only; the generated program is the body
 * of a function run once when the scene is loaded. Besides these methods, `scene` has one method per contributed
 * `LogicActions` action (`scene.flyTo(nodeId, seconds)` from the camera blocks' plugin, `scene.acmeBlink(…)`).
 */
export interface PuzzleApi {
  // events
  onSceneLoaded(handler: () => void): void;
  onNodeEvent(event: PuzzleNodeEvent, nodeId: string, handler: () => void): void;
  onKey(key: string, handler: () => void): void;
  every(seconds: number, handler: () => void): void;
  after(seconds: number, handler: () => void): void;
  /** The preview route's `data`, then each reply of `fetchJson` made with `notify: true`. */
  onData(handler: (data: JsonValue) => void): void;
  onStateEntered(animationId: string, stateId: string, handler: () => void): void;

  // nodes
  get(nodeId: string, prop: string): JsonValue | undefined;
  set(nodeId: string, prop: string, value: JsonValue): void;
  setVisible(nodeId: string, visible: boolean): void;
  /** Animate `position`, `rotation` (degrees) or `scaling` to a value over `seconds` (0: at once). */
  transformTo(nodeId: string, prop: PuzzleTransformProp, value: PuzzleVector, seconds: number): void;
  /** Add to `position`, `rotation` (degrees) or `scaling` over `seconds`. */
  transformBy(nodeId: string, prop: PuzzleTransformProp, delta: PuzzleVector, seconds: number): void;
  /** Set a mesh's colour (CSS hex, e.g. '#ff0000'). */
  setColor(nodeId: string, color: string): void;

  // animation
  playAnimation(animationId: string): void;
  pauseAnimation(animationId: string): void;
  stopAnimation(animationId: string): void;
  jumpToState(animationId: string, stateId: string): void;
  setProgress(animationId: string, progress: number): void;

  // data
  /** GET JSON from an origin on the scene's allow list; rejects otherwise. */
  fetchJson(url: string, options?: { notify?: boolean }): Promise<JsonValue>;
  /** A field of a JSON value by dotted path ('a.b.0.c'); undefined when absent. */
  field(value: JsonValue, path: string): JsonValue | undefined;

  /** Write to the console panel. */
  log(...values: JsonValue[]): void;
}

export type PuzzleNodeEvent = 'click' | 'pointerenter' | 'pointerleave';
export type PuzzleTransformProp = 'position' | 'rotation' | 'scaling';
export interface PuzzleVector { readonly x: number; readonly y: number; readonly z: number }

/** The sandbox's own methods of `scene` (a contributed action may not take one of these names). */
export const PUZZLE_API_METHODS = Object.freeze([
  'onSceneLoaded', 'onNodeEvent', 'onKey', 'every', 'after', 'onData', 'onStateEntered', 'get', 'set', 'setVisible',
  'transformTo', 'transformBy', 'setColor', 'playAnimation', 'pauseAnimation', 'stopAnimation', 'jumpToState',
  'setProgress', 'fetchJson', 'field', 'log',
] as const satisfies readonly (keyof PuzzleApi)[]);

/** The name of the global the generated code calls. */
export const PUZZLE_API_GLOBAL = 'scene';
