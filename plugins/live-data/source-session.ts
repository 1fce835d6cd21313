import { LIVE_DATA_LIMITS } from '../../sdk/index.js';
import type { DataSourceConfig, DataSourceConnection, DataSourceCounters, DataSourceKind, DataSourceState, DataSourceStatus, JsonValue } from '../../sdk/index.js';

/** Timers, replaceable in tests. */
export interface SessionClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The browser's clock. */
export const realClock: SessionClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The wait before reconnection number `attempt` (0 first): doubling from the base up to the most, less up to a fifth at random so pages do not all come back at once. */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const full = Math.min(LIVE_DATA_LIMITS.reconnectMaxMs, LIVE_DATA_LIMITS.reconnectBaseMs * 2 ** Math.min(attempt, 16));
  return Math.round(full * (1 - 0.2 * random));
}

/**
 * One connected data source: connects through its kind, judges and counts what comes (too large, not JSON, a flood),
 * passes parsed messages on, turns stale after `staleAfter` seconds without one, and connects again with backoff when
 * the connection fails. Calls from a connection it has closed are ignored.
 */
export class SourceSession {
  private connection: DataSourceConnection | undefined;
  private generation = 0;
  private attempt = 0;
  private retryTimer: unknown;
  private staleTimer: unknown;
  private windowStart = 0;
  private windowCount = 0;
  /** Past the rate limit: the newest text of each topic, taken when the second ends (newest arrival last). */
  private readonly held = new Map<string, string>();
  private heldChars = 0;
  private heldTimer: unknown;
  /** When the source last showed life (a message, or the connection opening): stale is judged from it. */
  private lastLifeAt = 0;
  private disposed = false;
  private readonly counters: Mutable<DataSourceCounters> = { received: 0, dropped: 0, malformed: 0, oversized: 0, flooded: 0, unusable: 0, reconnects: 0 };
  private state: DataSourceState = 'connecting';
  private reason: DataSourceStatus['reason'];
  private lastMessageAt: number | undefined;

  constructor(
    private readonly kind: DataSourceKind,
    private readonly config: DataSourceConfig,
    private readonly topics: readonly string[],
    private readonly onMessage: (topic: string, message: JsonValue) => void,
    private readonly onStatus: () => void,
    private readonly clock: SessionClock = realClock,
  ) {
    this.connect();
  }

  /** The source's status now. */
  get status(): DataSourceStatus {
    return { source: this.config.id, state: this.state, counters: { ...this.counters }, reason: this.reason, lastMessageAt: this.lastMessageAt };
  }

  /** Count a message whose value a binding could not use (no value at its path, a wrong type). */
  countUnusable(): void {
    this.counters.unusable++;
    this.onStatus();
  }

  dispose(): void {
    this.disposed = true;
    this.generation++;
    this.clock.clearTimeout(this.retryTimer);
    this.clock.clearTimeout(this.staleTimer);
    this.clock.clearTimeout(this.heldTimer);
    this.held.clear();
    this.closeConnection();
  }

  private connect(): void {
    const generation = ++this.generation;
    const mine = () => generation === this.generation && !this.disposed;
    this.setState('connecting');
    try {
      this.connection = this.kind.connect(this.config, this.topics, {
        open: () => {
          if (!mine()) return;
          this.setState('live');
          this.alive();
        },
        message: (topic, text) => {
          if (mine()) this.take(topic, text);
        },
        oversized: () => {
          if (!mine()) return;
          this.counters.received++;
          this.drop('oversized');
        },
        fail: (key, values) => {
          if (mine()) this.failed(key, values);
        },
      });
    } catch (error) {
      this.failed('liveData.error.connect', { message: String((error as Error)?.message ?? error).slice(0, 200) });
    }
  }

  private take(topic: string, text: string): void {
    const now = this.clock.now();
    if (now - this.windowStart >= 1000) {
      // A flood's held messages are older than this one: taken first (they open the new second).
      if (this.held.size) this.takeHeld();
      else {
        this.windowStart = now;
        this.windowCount = 0;
      }
    }
    this.counters.received++;
    this.lastMessageAt = now;
    this.attempt = 0;
    if (typeof text !== 'string' || text.length > LIVE_DATA_LIMITS.messageChars) return this.drop('oversized');
    const name = typeof topic === 'string' ? topic : '';
    if (++this.windowCount > LIVE_DATA_LIMITS.messagesPerSecond) return this.hold(name, text);
    this.parse(name, text);
  }

  private parse(topic: string, text: string): void {
    let message: JsonValue;
    try {
      message = JSON.parse(text) as JsonValue;
    } catch {
      return this.drop('malformed');
    }
    if (this.state !== 'live') this.setState('live');
    this.alive();
    this.onMessage(topic, message);
  }

  /**
   * A message past the rate limit: kept as its topic's newest text until the second ends, when the kept ones are taken
   * (so the last value of each topic wins, whatever the size of the burst); the text it replaces is counted flooded.
   * What is kept is bounded (LIVE_DATA_LIMITS.heldTopics topics, heldChars characters): past that, the newcomer is dropped.
   */
  private hold(topic: string, text: string): void {
    const before = this.held.get(topic);
    if (before !== undefined) {
      this.held.delete(topic); // set again below: the newest arrival is taken last
      this.heldChars -= before.length;
      this.drop('flooded');
    } else if (this.held.size >= LIVE_DATA_LIMITS.heldTopics || this.heldChars + text.length > LIVE_DATA_LIMITS.heldChars) {
      return this.drop('flooded');
    }
    this.held.set(topic, text);
    this.heldChars += text.length;
    if (this.held.size === 1 && before === undefined) {
      this.clock.clearTimeout(this.heldTimer);
      this.heldTimer = this.clock.setTimeout(() => this.takeHeld(), Math.max(0, this.windowStart + 1000 - this.clock.now()));
    }
  }

  /** The second of a flood is over: take the newest text of each topic held, as the first messages of the next second. */
  private takeHeld(): void {
    if (this.disposed) return;
    this.clock.clearTimeout(this.heldTimer);
    const held = [...this.held];
    this.held.clear();
    this.heldChars = 0;
    this.windowStart = this.clock.now();
    this.windowCount = held.length;
    for (const [topic, text] of held) this.parse(topic, text);
  }

  private drop(why: 'malformed' | 'oversized' | 'flooded'): void {
    this.counters.dropped++;
    this.counters[why]++;
    this.onStatus();
  }

  private failed(key: string, values?: Readonly<Record<string, string | number>>): void {
    // Calls the closed connection makes from here on are not this session's any more.
    this.generation++;
    this.closeConnection();
    this.clock.clearTimeout(this.staleTimer);
    this.staleTimer = undefined;
    this.reason = { key, values };
    this.setState('error');
    const delay = reconnectDelay(this.attempt++);
    this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = this.clock.setTimeout(() => {
      if (this.disposed) return;
      this.counters.reconnects++;
      this.connect();
    }, delay);
  }

  /** The source showed life: stale is judged from now (one timer, moved on only when it fires, not at every message). */
  private alive(): void {
    this.lastLifeAt = this.clock.now();
    if (this.staleTimer === undefined) this.armStale(this.config.staleAfter * 1000);
  }

  private armStale(ms: number): void {
    this.clock.clearTimeout(this.staleTimer);
    this.staleTimer = this.clock.setTimeout(() => {
      this.staleTimer = undefined;
      if (this.disposed || this.state !== 'live') return;
      const quiet = this.clock.now() - this.lastLifeAt;
      const limit = this.config.staleAfter * 1000;
      if (quiet >= limit) this.setState('stale');
      else this.armStale(limit - quiet);
    }, ms);
  }

  private setState(state: DataSourceState): void {
    if (state !== 'error') this.reason = undefined;
    this.state = state;
    this.onStatus();
  }

  private closeConnection(): void {
    const connection = this.connection;
    this.connection = undefined;
    try {
      connection?.close();
    } catch {
      // a connection that fails to close is gone anyway
    }
  }
}
