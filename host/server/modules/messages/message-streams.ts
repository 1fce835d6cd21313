// The open message streams of this instance (server-sent events, sdk/contract/site-message.ts MESSAGE_STREAM_PATH).
// A stream is state of one process: the instance that stores a message may not be the one the user's stream is
// connected to, so every instance hears 'message-sent' on the instance bus (NOTIFY/LISTEN on PostgreSQL) and writes
// to its own streams of that user. A session ended anywhere ('session-ended', 'user-changed') makes the streams of
// that user check their session in the database; an ended one gets 'session-ended' and closes. When the bus lost
// touch ('bus-reconnected'), every stream is told to read its list again ('resync').
import { PassThrough } from 'node:stream';
import { SysCode } from '../../../../sdk/contract/envelope.js';
import type { MessageStreamEventName, MessageStreamEvents } from '../../../../sdk/contract/site-message.js';
import type { Clock } from '../../clock.js';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/schema.js';
import type { InstanceBus } from '../../events/instance-bus.js';

/** Open streams one user may hold on one instance (tabs, devices); the oldest closes when a new one opens past it. */
export const MAX_STREAMS_PER_USER = 8;
/** Open streams on one instance; past it a new stream is refused (503). */
export const MAX_STREAMS = 2_000;
/** Bytes a stream may hold unread by its client before it is closed (a client that stopped reading). */
export const MAX_UNREAD_BYTES = 1024 * 1024;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/** One open stream. */
interface OpenStream {
  readonly userId: string;
  readonly tokenHash: string;
  readonly body: PassThrough;
}

/** Where the streams look up a session. */
export interface StreamServices {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: ServerConfig;
  readonly events: InstanceBus;
}

/** The open streams of this instance, by user. */
export class MessageStreams {
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private count = 0;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly unsubscribe: (() => void)[];
  private closed = false;

  constructor(private readonly services: StreamServices) {
    const { events } = services;
    this.unsubscribe = [
      events.subscribe('message-sent', (m) => this.toUser(m.userId, 'message', { id: m.id, title: m.title, senderId: m.senderId, createdAt: m.createdAt })),
      events.subscribe('session-ended', ({ userId }) => void this.recheck(userId)),
      events.subscribe('user-changed', ({ userId }) => void this.recheck(userId)),
      events.subscribe('bus-reconnected', () => {
        for (const userId of this.byUser.keys()) {
          this.toUser(userId, 'resync', {});
          void this.recheck(userId); // a session may have ended while events were missed
        }
      }),
    ];
    this.heartbeat = setInterval(() => this.eachStream((s) => {
      if (!s.body.writableEnded) s.body.write(': ping\n\n');
    }), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Streams open now (metrics, tests). */
  get size(): number {
    return this.count;
  }

  /** Open a stream for a signed-in user; undefined when this instance holds as many as it may. */
  open(userId: string, tokenHash: string): PassThrough | undefined {
    if (this.closed || this.count >= MAX_STREAMS) return undefined;
    let streams = this.byUser.get(userId);
    if (!streams) this.byUser.set(userId, (streams = new Set()));
    if (streams.size >= MAX_STREAMS_PER_USER) this.end([...streams][0]);
    const stream: OpenStream = { userId, tokenHash, body: new PassThrough() };
    streams.add(stream);
    this.count++;
    stream.body.once('close', () => this.forget(stream));
    write(stream, 'ready', { userId });
    return stream.body;
  }

  /** End every stream (shutdown: requests in flight would otherwise hold the close until its deadline). */
  closeAll(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const stop of this.unsubscribe) stop();
    this.eachStream((s) => this.end(s));
  }

  private toUser<E extends MessageStreamEventName>(userId: string, event: E, data: MessageStreamEvents[E]): void {
    for (const stream of this.byUser.get(userId) ?? []) write(stream, event, data);
  }

  /** Close the user's streams whose session has ended (or whose account is locked or gone). */
  private async recheck(userId: string): Promise<void> {
    const streams = this.byUser.get(userId);
    if (!streams?.size) return;
    const { db, clock, config } = this.services;
    const [sessions, user] = await Promise.all([
      db.selectFrom('sessions').select(['token_hash', 'ended_at', 'end_reason', 'expires_at', 'last_seen_at'])
        .where('token_hash', 'in', [...streams].map((s) => s.tokenHash)).execute(),
      db.selectFrom('users').select('locked').where('id', '=', userId).executeTakeFirst(),
    ]).catch(() => [undefined, undefined] as const);
    if (!sessions) return; // the database did not answer: the next event or the session's next request decides
    const now = clock.now();
    for (const stream of [...streams]) {
      const row = sessions.find((s) => s.token_hash === stream.tokenHash);
      const code = !row || !user || user.locked === 1 ? SysCode.sessionUnknown
        : row.ended_at !== null ? (row.end_reason === 'forced' ? SysCode.forcedOffline : row.end_reason === 'expired' ? SysCode.sessionExpired : SysCode.sessionUnknown)
          : now >= Number(row.expires_at) || now - Number(row.last_seen_at) >= config.sessionIdleMs ? SysCode.sessionExpired
            : undefined;
      if (code === undefined) continue;
      write(stream, 'session-ended', { kfSysCode: code });
      this.end(stream);
    }
  }

  private end(stream: OpenStream): void {
    stream.body.end();
    this.forget(stream);
  }

  private forget(stream: OpenStream): void {
    const streams = this.byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    this.count--;
    if (streams.size === 0) this.byUser.delete(stream.userId);
  }

  private eachStream(fn: (stream: OpenStream) => void): void {
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) fn(stream);
  }
}

function write<E extends MessageStreamEventName>(stream: OpenStream, event: E, data: MessageStreamEvents[E]): void {
  if (stream.body.writableEnded) return;
  if (stream.body.writableLength > MAX_UNREAD_BYTES) stream.body.destroy(); // 'close' forgets it
  else stream.body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
