// One relay on this instance (docs/live-data.md): one upstream connection shared by every viewer of the relay here,
// subscribed to the union of their topic filters; messages fanned out to the viewers whose filters match, each frame
// serialised once. Past the relay's rate, messages are dropped and counted; the upstream reconnects with backoff while
// viewers remain and closes a moment after the last one leaves.
import { DataRelayLimits, type DataRelayServerFrame } from '../../../../sdk/contract/data-relay.js';
import { LIVE_DATA_LIMITS } from '../../../../sdk/live-data/live-data-document.js';
import { topicMatches } from '../../../../libs/data-paths/index.js';
import { connectUpstream, type Upstream, type UpstreamSettings } from './relay-upstream.js';

/** A socket subscribed to relays (relay-socket.ts). */
export interface RelayViewer {
  /** Send a frame's text (already JSON); the viewer applies its own rate and buffer limits. */
  send(relay: string, frame: string, isMessage: boolean): void;
  /** Messages of `relay` dropped before they reached this viewer (the relay's own rate). */
  dropped(relay: string, count: number): void;
}

/** What a channel needs from outside. */
export interface ChannelDeps {
  /** The relay's settings now, or why it cannot connect (an i18n key); undefined when the relay is gone. */
  settings(): Promise<UpstreamSettings | { readonly refusal: string } | undefined>;
  now(): number;
  /** Called when the channel has no viewer and closed. */
  onIdle(): void;
  log(fields: object, message: string): void;
}

const frame = (f: DataRelayServerFrame) => JSON.stringify(f);

export class RelayChannel {
  private readonly viewers = new Map<RelayViewer, readonly string[]>();
  private readonly topicCounts = new Map<string, number>();
  private upstream: Upstream | undefined;
  private state: 'idle' | 'connecting' | 'open' | 'error' = 'idle';
  private lastError: string | undefined;
  private attempt = 0;
  private retry: NodeJS.Timeout | undefined;
  private linger: NodeJS.Timeout | undefined;
  private windowStart = 0;
  private windowCount = 0;
  private generation = 0;
  private closed = false;

  constructor(readonly id: string, private readonly deps: ChannelDeps) {}

  get viewerCount(): number {
    return this.viewers.size;
  }

  /** Add a viewer (or change its topic filters). */
  attach(viewer: RelayViewer, topics: readonly string[]): void {
    clearTimeout(this.linger);
    this.linger = undefined;
    const before = this.viewers.get(viewer);
    this.viewers.set(viewer, topics);
    const added = topics.filter((t) => this.countTopic(t, +1) === 1);
    const removed = before ? before.filter((t) => this.countTopic(t, -1) === 0) : [];
    if (this.state === 'idle') void this.connect();
    else {
      this.upstream?.subscribe(added);
      this.upstream?.unsubscribe(removed);
      if (this.state === 'open') viewer.send(this.id, frame({ op: 'open', relay: this.id }), false);
      else if (this.state === 'error' && this.lastError) viewer.send(this.id, this.lastError, false);
    }
  }

  /** Remove a viewer; the upstream closes a moment after the last one. */
  detach(viewer: RelayViewer): void {
    const topics = this.viewers.get(viewer);
    if (!topics) return;
    this.viewers.delete(viewer);
    this.upstream?.unsubscribe(topics.filter((t) => this.countTopic(t, -1) === 0));
    if (this.viewers.size === 0) {
      clearTimeout(this.linger);
      this.linger = setTimeout(() => this.close(), DataRelayLimits.lingerMs);
    }
  }

  /** The relay changed (or went): connect again with what is stored now. */
  restart(): void {
    if (this.closed) return;
    this.generation++;
    this.upstream?.close();
    this.upstream = undefined;
    clearTimeout(this.retry);
    this.attempt = 0;
    if (this.viewers.size) void this.connect();
    else this.close();
  }

  /** Close the upstream and tell the viewers (shutdown, or the relay is gone). */
  close(reason?: { key: string }): void {
    if (this.closed) return;
    this.closed = true;
    this.generation++;
    clearTimeout(this.retry);
    clearTimeout(this.linger);
    this.upstream?.close();
    this.upstream = undefined;
    if (reason) for (const viewer of this.viewers.keys()) viewer.send(this.id, frame({ op: 'error', relay: this.id, key: reason.key }), false);
    this.viewers.clear();
    this.deps.onIdle();
  }

  private countTopic(topic: string, delta: number): number {
    const n = (this.topicCounts.get(topic) ?? 0) + delta;
    if (n <= 0) this.topicCounts.delete(topic);
    else this.topicCounts.set(topic, n);
    return n;
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    this.state = 'connecting';
    const settings = await this.deps.settings().catch(() => ({ refusal: 'dataRelay.error.upstream' }));
    if (generation !== this.generation || this.closed) return;
    if (!settings) return this.close({ key: 'dataRelay.error.gone' });
    if ('refusal' in settings) return this.failed(generation, settings.refusal);
    const mine = () => generation === this.generation && !this.closed;
    this.upstream = connectUpstream(settings, [...this.topicCounts.keys()], {
      open: () => {
        if (!mine()) return;
        this.state = 'open';
        this.attempt = 0;
        this.broadcast(frame({ op: 'open', relay: this.id }));
      },
      message: (topic, text) => mine() && this.take(topic, text),
      oversized: () => mine() && this.broadcast(frame({ op: 'oversized', relay: this.id })),
      fail: (key, message) => mine() && this.failed(generation, key, message),
    });
  }

  private failed(generation: number, key: string, message?: string): void {
    if (generation !== this.generation || this.closed) return;
    this.generation++;
    this.upstream?.close();
    this.upstream = undefined;
    this.state = 'error';
    this.lastError = frame({ op: 'error', relay: this.id, key, ...(message ? { message } : {}) });
    this.broadcast(this.lastError);
    this.deps.log({ relay: this.id, key, message }, 'data relay upstream failed');
    const full = Math.min(LIVE_DATA_LIMITS.reconnectMaxMs, LIVE_DATA_LIMITS.reconnectBaseMs * 2 ** Math.min(this.attempt++, 16));
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      if (!this.closed && this.viewers.size) void this.connect();
    }, Math.round(full * (1 - 0.2 * Math.random())));
  }

  private take(topic: string, text: string): void {
    const now = this.deps.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    const over = ++this.windowCount > DataRelayLimits.messagesPerSecondPerRelay;
    let text$: string | undefined;
    for (const [viewer, topics] of this.viewers) {
      if (topic && topics.length && !topics.some((f) => topicMatches(f, topic))) continue;
      if (over) viewer.dropped(this.id, 1);
      else viewer.send(this.id, (text$ ??= frame({ op: 'message', relay: this.id, topic, data: text })), true);
    }
  }

  private broadcast(text: string): void {
    for (const viewer of this.viewers.keys()) viewer.send(this.id, text, false);
  }
}
