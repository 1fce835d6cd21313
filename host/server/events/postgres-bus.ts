// The bus between instances on one PostgreSQL database: NOTIFY on the schema's channel, LISTEN on one dedicated
// connection per instance (not a pool connection: a pool would hand it to queries and drop the LISTEN). When that
// connection is lost it is opened again (250 ms, doubling to 5 s between tries) and subscribers of
// 'bus-reconnected' hear that events may have been missed meanwhile.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/schema.js';
import { MAX_PAYLOAD_BYTES, type EventOrigin, type InstanceBus, type InstanceEvents, type InstanceTopic } from './instance-bus.js';
import { LocalSubscribers } from './local-subscribers.js';

/** The channel of the schema in use (hashed: a channel name has at most 63 characters, a schema name may too). */
const CHANNEL = `'kf_events_' || left(md5(current_schema()), 16)`;
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;

/** What the bus reports. */
export interface BusLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export class PostgresBus implements InstanceBus {
  readonly origin = randomUUID();
  private readonly subscribers: LocalSubscribers;
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retry: NodeJS.Timeout | undefined;

  private constructor(
    private readonly connection: pg.ClientConfig,
    private readonly db: Db,
    private readonly log: BusLog,
  ) {
    this.subscribers = new LocalSubscribers((error, topic) => log.warn({ err: error, topic }, 'instance event handler failed'));
  }

  /** Connect and LISTEN; resolves when events of other instances can be heard. */
  static async start(connection: pg.ClientConfig, db: Db, log: BusLog): Promise<PostgresBus> {
    const bus = new PostgresBus(connection, db, log);
    await bus.listen();
    return bus;
  }

  /** Id of the listening connection's backend (tests end it to see the bus come back). */
  get listenerPid(): number | undefined {
    return (this.client as (pg.Client & { processID?: number }) | undefined)?.processID;
  }

  async publish<T extends InstanceTopic>(topic: T, payload: InstanceEvents[T]): Promise<void> {
    const text = JSON.stringify({ o: this.origin, t: topic, p: payload });
    if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`instance event '${topic}' is over ${MAX_PAYLOAD_BYTES} bytes`);
    this.subscribers.deliver(topic, payload, 'local');
    await sql`select pg_notify(${sql.raw(CHANNEL)}, ${text})`.execute(this.db);
  }

  subscribe<T extends InstanceTopic>(topic: T, handler: (payload: InstanceEvents[T], origin: EventOrigin) => void): () => void {
    return this.subscribers.add(topic, handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ ...this.connection, application_name: `kf-bus ${this.origin}` });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.heard(message.payload));
    try {
      await client.connect();
      const { rows } = await client.query<{ channel: string }>(`select ${CHANNEL} as channel`);
      await client.query(`listen "${rows[0].channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private heard(text: string | undefined): void {
    let event: { o?: unknown; t?: unknown; p?: unknown };
    try {
      event = JSON.parse(text ?? '') as typeof event;
    } catch {
      return; // not one of ours
    }
    if (event.o === this.origin || typeof event.t !== 'string') return;
    this.subscribers.deliver(event.t, event.p, 'remote');
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return; // a client already given up, or one still connecting (its caller retries)
    this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.log.warn({ err: error }, 'instance bus: listening connection lost, reconnecting');
    this.reconnectLater();
  }

  private reconnectLater(): void {
    this.retry = setTimeout(() => {
      this.listen().then(() => {
        if (this.closed) return;
        this.retryMs = FIRST_RETRY_MS;
        this.log.info({}, 'instance bus: listening again');
        this.subscribers.deliver('bus-reconnected', {}, 'local');
      }, (error: unknown) => {
        this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
        this.log.warn({ err: error, retryMs: this.retryMs }, 'instance bus: reconnect failed');
        if (!this.closed) this.reconnectLater();
      });
    }, this.retryMs);
    this.retry.unref();
  }
}
