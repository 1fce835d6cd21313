import type { JsonValue } from '../scene/json.js';

/**
 * What a puzzle's generated code sees as the global `scene` inside the logic sandbox (a Web Worker). Every call is a
 * message to the page's logic runtime, which checks it (known node ids, declared property names and types, rate
 * limits, allowed origins) before it touches the scene; a refused call is logged in the console panel, never thrown
 * into the page. Reads are answered from the worker's own mirror of node props, kept current by the runtime.
 *
 * Code generators of `LogicBlocks` contributions emit calls to this object only; the generated program is the body
 * of a function run once when the scene is loaded. Besides these methods, `scene` has one method per contributed
 * `LogicActions` action: the node blocks' plugin contributes `setVisible`, `transformTo`, `transformBy` and `setColor`,
 * the animation blocks' `playAnimation`, `pauseAnimation`, `stopAnimation`, `jumpToState` and `setProgress`, the camera
 * blocks' `flyTo` and `setOrbitTarget`, a third party's `scene.acmeBlink(…)`. What stays here is the sandbox's own:
 * its events and timers, the mirror `get` reads and `set` writes at once, and `fetchJson`'s request and reply.
 */
export interface PuzzleApi {
  // events
  onSceneLoaded(handler: () => void): void;
  onNodeEvent(event: PuzzleNodeEvent, nodeId: string, handler: () => void): void;
  /**
   * A pointer event on one item a node draws in screen space: an info point of an info-point node, by its name (items
   * of other nodes by their id). Only clicks are sent for items so far.
   */
  onItemEvent(event: PuzzleNodeEvent, nodeId: string, item: string, handler: () => void): void;
  onKey(key: string, handler: () => void): void;
  every(seconds: number, handler: () => void): void;
  after(seconds: number, handler: () => void): void;
  /** The preview route's `data`, then each reply of `fetchJson` made with `notify: true`. */
  onData(handler: (data: JsonValue) => void): void;
  onStateEntered(animationId: string, stateId: string, handler: () => void): void;
  /** Each new value of a live-data binding (after its transforms), while the player shows live data (docs/live-data.md). */
  onLiveData(bindingId: string, handler: (value: JsonValue) => void): void;

  // nodes
  get(nodeId: string, prop: string): JsonValue | undefined;
  /** Write a declared property (a later `get` sees the value at once; the page's answer corrects a refused one). */
  set(nodeId: string, prop: string, value: JsonValue): void;

  // data
  /** GET JSON from an origin on the scene's allow list; rejects otherwise. */
  fetchJson(url: string, options?: { notify?: boolean }): Promise<JsonValue>;
  /** A field of a JSON value by dotted path ('a.b.0.c'); undefined when absent. */
  field(value: JsonValue, path: string): JsonValue | undefined;
  /** The last value of a live-data binding (after its transforms); null before the first one comes. */
  liveValue(bindingId: string): JsonValue;

  /** Write to the console panel. */
  log(...values: JsonValue[]): void;
}

export type PuzzleNodeEvent = 'click' | 'pointerenter' | 'pointerleave';
/** The properties `scene.transformTo` and `scene.transformBy` (the node blocks' actions) move, turn or scale. */
export type PuzzleTransformProp = 'position' | 'rotation' | 'scaling';
/** A vector argument of a logic action (`LogicActionArg` `vector`). */
export interface PuzzleVector { readonly x: number; readonly y: number; readonly z: number }

/** The sandbox's own methods of `scene` (a contributed action may not take one of these names). */
export const PUZZLE_API_METHODS = Object.freeze([
  'onSceneLoaded', 'onNodeEvent', 'onItemEvent', 'onKey', 'every', 'after', 'onData', 'onStateEntered', 'get', 'set', 'fetchJson',
  'field', 'log', 'onLiveData', 'liveValue',
] as const satisfies readonly (keyof PuzzleApi)[]);

/** The name of the global the generated code calls. */
export const PUZZLE_API_GLOBAL = 'scene';
