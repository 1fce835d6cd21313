import type { JsonObject, JsonValue } from '../scene/json.js';
import type { PuzzleNodeEvent } from './puzzle-api.js';

// The messages between the logic sandbox (a Web Worker running a puzzle's generated code against PuzzleApi) and the
// page's logic runtime. The page checks every message it receives before it touches the scene (logic-runtime plugin).

/** A node as the sandbox mirrors it: its type, name and props (reads of `scene.get` are answered from this). */
export interface PuzzleNodeMirror {
  readonly type: string;
  readonly name: string;
  readonly props: JsonObject;
}

/** Page → sandbox. */
export type PageToSandbox =
  /** `actions`: the names of the contributed `LogicActions`, which the sandbox adds to `scene`. */
  | { readonly kind: 'start'; readonly code: string; readonly nodes: Readonly<Record<string, PuzzleNodeMirror>>; readonly data?: JsonValue; readonly actions?: readonly string[] }
  | { readonly kind: 'props'; readonly nodeId: string; readonly props: JsonObject }
  /** `item`: the screen-space item of the node the event hit (an info point's name), if any. */
  | { readonly kind: 'nodeEvent'; readonly event: PuzzleNodeEvent; readonly nodeId: string; readonly item?: string }
  | { readonly kind: 'key'; readonly key: string }
  | { readonly kind: 'data'; readonly data: JsonValue }
  | { readonly kind: 'stateEntered'; readonly animationId: string; readonly stateId: string }
  /** New values of live-data bindings since the last such message (at most once a frame), by binding id. */
  | { readonly kind: 'liveData'; readonly values: Readonly<Record<string, string | number | boolean>> }
  | { readonly kind: 'fetchReply'; readonly requestId: number; readonly ok: boolean; readonly value?: JsonValue; readonly error?: string };

/** Sandbox → page: one call of PuzzleApi, or the sandbox's own housekeeping. */
export type SandboxToPage =
  | { readonly kind: 'heartbeat'; readonly busyMs?: number }
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly error: string }
  /** A limit the sandbox applied itself (the page says it in the user's language): `what` names the call refused. */
  | { readonly kind: 'notice'; readonly notice: 'tooLarge' | 'tooManyHandlers' | 'tooManyLines'; readonly what?: string }
  | { readonly kind: 'log'; readonly level: 'info' | 'warn' | 'error'; readonly values: readonly JsonValue[] }
  | { readonly kind: 'set'; readonly nodeId: string; readonly prop: string; readonly value: JsonValue }
  /** A call of a contributed `LogicActions` action, checked against its declared arguments before it runs. */
  | { readonly kind: 'action'; readonly action: string; readonly args: readonly JsonValue[] }
  | { readonly kind: 'fetchJson'; readonly requestId: number; readonly url: string; readonly notify: boolean };

/** Limits the page's logic runtime enforces on a sandbox. */
export const PUZZLE_LIMITS = Object.freeze({
  /** Messages a sandbox may send per second (more are dropped, with one warning per second). */
  messagesPerSecond: 2000,
  /** Longest generated program, in characters. */
  codeChars: 1_000_000,
  /** Longest string value in a message. */
  stringChars: 10_000,
  /** Deepest JSON value in a message. */
  depth: 16,
  /** A sandbox silent this long (no heartbeat: a handler never returns) is stopped, in ms. */
  silenceMs: 2000,
  /**
   * Time a new sandbox has for its first heartbeat, in ms: the worker beats as soon as its script runs, before the
   * program, so this covers loading the worker file only (a program looping at start is stopped after `silenceMs`).
   */
  startMs: 15_000,
  /** How often the sandbox beats, in ms. */
  heartbeatMs: 200,
  /** fetchJson calls in flight at once. */
  fetchesInFlight: 8,
  /** Largest fetchJson reply, in bytes. */
  fetchBytes: 1_000_000,
  /** Allowed origins per scene. */
  allowedOrigins: 32,
  /** Longest message from the sandbox on the wire (the worker sends JSON text; longer is refused unread), in characters. */
  messageChars: 256_000,
  /** Values the page's checks visit in one message (every visit counts, shared references included). */
  messageNodes: 20_000,
  /** Longest console line from the logic, in characters (longer lines are cut). */
  logLineChars: 2_000,
  /** Console lines the logic may write per second (more are dropped, with one warning per second). */
  logsPerSecond: 50,
  /** Processor time the logic may use in one second, in ms (more stops it, even when it yields between runs). */
  cpuMsPerSecond: 500,
  /** Handlers and timers the logic may register in all. */
  handlers: 1_000,
  /**
   * Memory the logic's worker may hold, in bytes (more stops it). Measured with performance.measureUserAgentSpecificMemory
   * where the page is cross-origin isolated (Chromium); elsewhere not enforced (docs/player.md).
   */
  memoryBytes: 268_435_456, // 256 MB
  /** How long after one memory measurement ends the next starts, in ms (one at a time; each may take seconds). */
  memoryCheckMs: 2000,
});

/** The Scene root's prop that lists the origins a puzzle's fetchJson may read (one per line or comma separated). */
export const ALLOWED_ORIGINS_PROP = 'allowedOrigins';
