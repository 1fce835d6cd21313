import type { JsonObject, JsonValue, PageToSandbox, PuzzleApi, PuzzleNodeEvent, PuzzleNodeMirror, SandboxToPage } from '../../sdk/sandbox.js';
import { PUZZLE_LIMITS } from '../../sdk/sandbox.js';
import { fieldAt } from './json-field.js';
import { RateLimit } from './rate-limit.js';
import { isBoundedJson, MESSAGE_WALK } from './json-limits.js';

const LOG_WALK = { ...MESSAGE_WALK, stringChars: Infinity };

/** What the sandbox's PuzzleApi needs from its worker: a way out, timers, and a place for a handler's failure. */
export interface SandboxHost {
  post(message: SandboxToPage): void;
  setInterval(fn: () => void, ms: number): unknown;
  setTimeout(fn: () => void, ms: number): unknown;
  /** The clock of the log rate limit, in ms. */
  now?(): number;
}

/** One console line of the logic's values, cut at PUZZLE_LIMITS.logLineChars (never a 100 MB line). */
export function logLine(values: readonly unknown[]): string {
  const max = PUZZLE_LIMITS.logLineChars;
  let line = '';
  for (const v of values) {
    let text: string;
    try {
      // A value is measured (a bounded walk) before it is written out: a graph of shared references is not expanded.
      text = typeof v === 'string' ? v : isBoundedJson(v, LOG_WALK) ? JSON.stringify(v) ?? String(v) : '[…]';
    } catch (error) {
      text = describe(error);
    }
    line += (line ? ' ' : '') + (text.length > max ? text.slice(0, max) : text);
    if (line.length > max) return `${line.slice(0, max)}…`;
  }
  return line;
}

/** Longest and shortest timer a puzzle may ask for, in seconds. */
const MIN_SECONDS = 0.02;
const MAX_SECONDS = 24 * 60 * 60;

function seconds(value: number): number {
  return Number.isFinite(value) ? Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, value)) : 1;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * The worker side of PuzzleApi: calls become messages to the page (which checks them); events from the page call
 * the handlers the program registered. Reads come from a mirror of node props the page keeps current.
 */
export class SandboxApi {
  private readonly mirror = new Map<string, PuzzleNodeMirror>();
  private readonly nodeHandlers = new Map<string, (() => void)[]>();
  private readonly keyHandlers = new Map<string, (() => void)[]>();
  private readonly dataHandlers: ((data: JsonValue) => void)[] = [];
  private readonly loadedHandlers: (() => void)[] = [];
  private readonly stateHandlers = new Map<string, (() => void)[]>();
  private readonly liveHandlers = new Map<string, ((value: JsonValue) => void)[]>();
  private readonly liveValues = new Map<string, JsonValue>();
  private readonly fetches = new Map<number, { resolve(v: JsonValue): void; reject(e: Error): void }>();
  private nextRequest = 1;
  /** Handlers and timers registered so far (at most PUZZLE_LIMITS.handlers). */
  private registered = 0;
  private readonly logLimit: RateLimit;
  private dropped = 0;
  readonly api: PuzzleApi;

  constructor(private readonly host: SandboxHost, nodes: Readonly<Record<string, PuzzleNodeMirror>>, actions: readonly string[] = []) {
    for (const [id, node] of Object.entries(nodes)) this.mirror.set(id, node);
    this.logLimit = new RateLimit(PUZZLE_LIMITS.logsPerSecond, () => (host.now ?? Date.now)());
    this.api = this.createApi(actions);
  }

  /** Whether one more handler or timer may be registered. */
  private room(): boolean {
    if (this.registered >= PUZZLE_LIMITS.handlers) {
      if (this.registered++ === PUZZLE_LIMITS.handlers) this.host.post({ kind: 'notice', notice: 'tooManyHandlers' });
      return false;
    }
    this.registered++;
    return true;
  }

  /** A console line, cut to its limit, at most PUZZLE_LIMITS.logsPerSecond a second (one warning for the rest). */
  private log(level: 'info' | 'warn' | 'error', values: readonly unknown[]): void {
    const { allowed, firstRefusal } = this.logLimit.take();
    if (!allowed) {
      this.dropped++;
      if (firstRefusal) this.host.post({ kind: 'notice', notice: 'tooManyLines' });
      return;
    }
    this.host.post({ kind: 'log', level, values: [logLine(values)] });
  }

  /** Run a handler; its failure is a console line, never the end of the sandbox. */
  guard(fn: () => void): void {
    try {
      fn();
    } catch (error) {
      this.log('error', [describe(error)]);
    }
  }

  private add<K>(map: Map<K, (() => void)[]>, key: K, handler: () => void): void {
    if (typeof handler !== 'function' || !this.room()) return;
    const list = map.get(key) ?? [];
    list.push(handler);
    map.set(key, list);
  }

  /** After the program ran: the scene-loaded handlers, then the route's data. */
  loaded(data: JsonValue | undefined): void {
    for (const h of this.loadedHandlers) this.guard(h);
    if (data !== undefined) this.receive({ kind: 'data', data });
  }

  /** A message from the page. */
  receive(message: PageToSandbox): void {
    switch (message.kind) {
      case 'props': {
        const node = this.mirror.get(message.nodeId);
        if (node) this.mirror.set(message.nodeId, { ...node, props: message.props });
        return;
      }
      case 'nodeEvent':
        for (const h of this.nodeHandlers.get(`${message.event} ${message.nodeId}`) ?? []) this.guard(h);
        if (typeof message.item === 'string') for (const h of this.nodeHandlers.get(`${message.event} ${message.nodeId}\u0000${message.item}`) ?? []) this.guard(h);
        return;
      case 'key':
        for (const h of [...(this.keyHandlers.get(message.key.toLowerCase()) ?? []), ...(this.keyHandlers.get('*') ?? [])]) this.guard(h);
        return;
      case 'data':
        for (const h of this.dataHandlers) this.guard(() => h(message.data));
        return;
      case 'liveData':
        for (const [id, value] of Object.entries(message.values)) {
          this.liveValues.set(id, value);
          for (const h of this.liveHandlers.get(id) ?? []) this.guard(() => h(value));
        }
        return;
      case 'stateEntered':
        for (const h of this.stateHandlers.get(`${message.animationId} ${message.stateId}`) ?? []) this.guard(h);
        return;
      case 'fetchReply': {
        const pending = this.fetches.get(message.requestId);
        if (!pending) return;
        this.fetches.delete(message.requestId);
        if (message.ok) pending.resolve(message.value ?? null);
        else pending.reject(new Error(message.error ?? 'fetchJson failed'));
        return;
      }
      default:
        return;
    }
  }

  private createApi(actions: readonly string[]): PuzzleApi {
    const post = (m: SandboxToPage) => {
      try {
        this.host.post(m);
      } catch (error) {
        // A value that cannot be cloned (a function, a DOM-less object with cycles) never leaves the sandbox.
        this.host.post({ kind: 'log', level: 'error', values: [`${m.kind}: ${describe(error)}`] });
      }
    };
    const api: PuzzleApi = {
      onSceneLoaded: (handler) => {
        if (typeof handler === 'function' && this.room()) this.loadedHandlers.push(handler);
      },
      onNodeEvent: (event: PuzzleNodeEvent, nodeId, handler) => this.add(this.nodeHandlers, `${event} ${nodeId}`, handler),
      onItemEvent: (event: PuzzleNodeEvent, nodeId, item, handler) => this.add(this.nodeHandlers, `${event} ${nodeId}\u0000${String(item)}`, handler),
      onKey: (key, handler) => this.add(this.keyHandlers, String(key).toLowerCase(), handler),
      every: (s, handler) => {
        if (typeof handler === 'function' && this.room()) this.host.setInterval(() => this.guard(handler), seconds(s) * 1000);
      },
      after: (s, handler) => {
        if (typeof handler === 'function' && this.room()) {
          this.host.setTimeout(() => {
            this.registered--; // a timer that fired holds nothing
            this.guard(handler);
          }, seconds(s) * 1000);
        }
      },
      onData: (handler) => {
        if (typeof handler === 'function' && this.room()) this.dataHandlers.push(handler);
      },
      onStateEntered: (animationId, stateId, handler) => this.add(this.stateHandlers, `${animationId} ${stateId}`, handler),
      onLiveData: (bindingId, handler) => {
        if (typeof handler !== 'function' || !this.room()) return;
        const id = String(bindingId);
        const list = this.liveHandlers.get(id) ?? [];
        list.push(handler);
        this.liveHandlers.set(id, list);
      },
      liveValue: (bindingId) => this.liveValues.get(String(bindingId)) ?? null,
      get: (nodeId, prop) => {
        const value = this.mirror.get(nodeId)?.props[prop];
        return value === undefined ? undefined : structuredClone(value);
      },
      set: (nodeId, prop, value) => {
        const node = this.mirror.get(nodeId);
        // Reads after a set see it at once; the page's answer (props) corrects a refused one.
        if (node) this.mirror.set(nodeId, { ...node, props: { ...node.props, [prop]: value } as JsonObject });
        post({ kind: 'set', nodeId, prop, value });
      },
      fetchJson: (url, options) => new Promise<JsonValue>((resolve, reject) => {
        const requestId = this.nextRequest++;
        this.fetches.set(requestId, { resolve, reject });
        post({ kind: 'fetchJson', requestId, url: String(url), notify: options?.notify === true });
      }),
      field: (value, path) => fieldAt(value, path),
      log: (...values) => this.log('info', values),
    };
    // Contributed actions: each a method that sends its call to the page, which checks the arguments and runs it.
    const own = new Set(Object.keys(api));
    for (const name of actions.slice(0, 1000)) {
      if (typeof name !== 'string' || !/^[A-Za-z][A-Za-z0-9]{0,63}$/.test(name) || own.has(name)) continue;
      Object.defineProperty(api, name, { value: (...args: JsonValue[]) => post({ kind: 'action', action: name, args }), enumerable: true });
    }
    return Object.freeze(api);
  }
}
