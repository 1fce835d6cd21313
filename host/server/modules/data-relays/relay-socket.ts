// One player's relay socket (docs/live-data.md): the hello with a relay ticket first, then subscriptions to the relays
// the ticket names (with the topic filters it admits); messages pushed within the socket's own rate and buffer limits,
// drops counted and reported once a second; closed at the end of its life, on a bad frame or a flood of frames.
import type WebSocket from 'ws';
import { DataRelayCloseCode, DataRelayLimits, type DataRelayServerFrame } from '../../../../sdk/contract/data-relay.js';
import { LIVE_DATA_LIMITS } from '../../../../sdk/live-data/live-data-document.js';
import { validTopicFilter } from '../../../../libs/data-paths/index.js';
import type { RelayChannel, RelayViewer } from './relay-channel.js';
import type { RelayGrant } from './relay-ticket.js';

/** What a socket needs from the hub. */
export interface SocketDeps {
  readGrant(ticket: unknown): Promise<RelayGrant | undefined>;
  channel(id: string): RelayChannel | undefined;
  now(): number;
  onClose(): void;
}

const send = (socket: WebSocket, f: DataRelayServerFrame) => socket.send(JSON.stringify(f));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export class RelaySocket implements RelayViewer {
  private grant: RelayGrant | undefined;
  private readonly subscribed = new Map<string, RelayChannel>();
  private readonly drops = new Map<string, number>();
  private framesStart = 0;
  private frames = 0;
  private sentStart = 0;
  private sent = 0;
  private readonly timers: NodeJS.Timeout[] = [];
  private ended = false;

  constructor(private readonly socket: WebSocket, private readonly deps: SocketDeps) {
    this.timers.push(setTimeout(() => !this.grant && this.end(DataRelayCloseCode.badTicket, 'no hello'), DataRelayLimits.helloSeconds * 1000));
    this.timers.push(setTimeout(() => this.end(DataRelayCloseCode.renew, 'renew'), DataRelayLimits.socketSeconds * 1000));
    this.timers.push(setInterval(() => this.reportDrops(), 1000));
    this.timers.push(setInterval(() => socket.ping(), 30_000));
    socket.on('message', (data, isBinary) => void this.onFrame(data, isBinary));
    socket.on('close', () => this.cleanUp());
    socket.on('error', () => this.end(DataRelayCloseCode.badFrame, 'error'));
  }

  send(relay: string, text: string, isMessage: boolean): void {
    if (this.ended) return;
    if (isMessage) {
      const now = this.deps.now();
      if (now - this.sentStart >= 1000) {
        this.sentStart = now;
        this.sent = 0;
      }
      if (++this.sent > DataRelayLimits.messagesPerSecondPerSocket || this.socket.bufferedAmount > DataRelayLimits.bufferedBytes) return this.dropped(relay, 1);
    }
    this.socket.send(text);
  }

  dropped(relay: string, count: number): void {
    this.drops.set(relay, (this.drops.get(relay) ?? 0) + count);
  }

  /** Close the socket (shutdown: 1001). */
  end(code: number, reason: string): void {
    if (this.ended) return;
    this.socket.close(code, reason);
    this.cleanUp();
  }

  private cleanUp(): void {
    if (this.ended) return;
    this.ended = true;
    for (const t of this.timers) clearTimeout(t);
    for (const channel of this.subscribed.values()) channel.detach(this);
    this.subscribed.clear();
    this.deps.onClose();
  }

  private reportDrops(): void {
    for (const [relay, count] of this.drops) send(this.socket, { op: 'dropped', relay, count });
    this.drops.clear();
  }

  private async onFrame(data: WebSocket.RawData, isBinary: boolean): Promise<void> {
    const now = this.deps.now();
    if (now - this.framesStart >= 1000) {
      this.framesStart = now;
      this.frames = 0;
    }
    if (++this.frames > DataRelayLimits.clientFramesPerSecond) return this.end(DataRelayCloseCode.badFrame, 'too many frames');
    let message: unknown;
    try {
      message = isBinary ? undefined : JSON.parse(String(data));
    } catch {
      message = undefined;
    }
    if (!isObject(message)) return this.end(DataRelayCloseCode.badFrame, 'not a frame');
    if (!this.grant) {
      if (message.op !== 'hello') return this.end(DataRelayCloseCode.badTicket, 'hello first');
      const grant = await this.deps.readGrant(message.ticket);
      if (!grant) return this.end(DataRelayCloseCode.badTicket, 'bad ticket');
      if (this.ended) return;
      this.grant = grant;
      send(this.socket, { op: 'ready' });
      return;
    }
    if (message.op === 'subscribe') return this.subscribe(message.relay, message.topics);
    if (message.op === 'unsubscribe' && typeof message.relay === 'string') {
      this.subscribed.get(message.relay)?.detach(this);
      this.subscribed.delete(message.relay);
      return;
    }
    this.end(DataRelayCloseCode.badFrame, 'unknown frame');
  }

  private subscribe(relay: unknown, topics: unknown): void {
    const refuse = (key: string) => send(this.socket, { op: 'error', ...(typeof relay === 'string' ? { relay: relay.slice(0, DataRelayLimits.idChars) } : {}), key });
    if (typeof relay !== 'string' || !Array.isArray(topics) || topics.length > DataRelayLimits.topicsPerRelay) return this.end(DataRelayCloseCode.badFrame, 'bad subscribe');
    if (!topics.every((t): t is string => typeof t === 'string' && t.length <= LIVE_DATA_LIMITS.topicChars && validTopicFilter(t))) return refuse('dataRelay.error.topic');
    const admitted = Object.hasOwn(this.grant?.relays ?? {}, relay) ? this.grant?.relays[relay] : undefined;
    if (admitted === undefined) return refuse('dataRelay.error.denied');
    if (admitted !== null && !topics.every((t) => admitted.includes(t))) return refuse('dataRelay.error.topic');
    if (!this.subscribed.has(relay) && this.subscribed.size >= DataRelayLimits.subscriptionsPerSocket) return refuse('dataRelay.error.tooMany');
    const channel = this.subscribed.get(relay) ?? this.deps.channel(relay);
    if (!channel) return refuse('dataRelay.error.busy');
    this.subscribed.set(relay, channel);
    channel.attach(this, [...new Set(topics)]);
  }
}
