// Metrics in the Prometheus text format (prom-client), one registry per server: requests by route pattern, refusals
// by code, event-loop lag (the default Node metrics), database query time and pool, blob store operations, periodic
// jobs, the mail queue and logged-in sessions. Served at GET /metrics to holders of METRICS_TOKEN.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Clock } from '../clock.js';
import type { DialectName } from '../db/open-database.js';
import type { Db } from '../db/schema.js';
import { PlainHistogram, type HistogramSeries } from './plain-histogram.js';
import { INSTANCE_TOPICS, type InstanceBus } from '../events/instance-bus.js';

/** Every metric of one server. */
export class ServerMetrics {
  readonly registry = new Registry();
  /** Answered requests per route pattern, method and status, counted here and handed to the counter when scraped. */
  private readonly answered = new Map<string, RouteCounts>();
  readonly requests = new Counter({
    name: 'http_requests_total', help: 'Requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'] as const, registers: [this.registry],
    collect: countedAnswers(this.answered),
  });
  /** Observed through each route's series, held by its RouteCounts (no label hashing per request, issue 28). */
  readonly requestSeconds = new PlainHistogram<'method' | 'route'>(
    'http_request_duration_seconds', 'Time to answer a request, by method and route pattern',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30], this.registry,
  );
  readonly refusals = new Counter({ name: 'api_errors_total', help: 'Replies that are not a success, by reply code and HTTP status', labelNames: ['code', 'status'] as const, registers: [this.registry] });
  /** Observed through the dialect's series (no label hashing per query, issue 28). */
  readonly querySeconds = new PlainHistogram<'dialect'>(
    'db_query_duration_seconds', 'Time of each database query',
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5], this.registry,
  );
  readonly blobSeconds = new Histogram({
    name: 'blob_operation_duration_seconds', help: 'Blob store operations (write, reuse of stored bytes, read, remove), by store', labelNames: ['operation', 'store'] as const,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30], registers: [this.registry],
  });
  readonly jobRuns = new Counter({ name: 'job_runs_total', help: 'Runs of the periodic jobs, by job and result', labelNames: ['job', 'result'] as const, registers: [this.registry] });
  readonly jobSeconds = new Histogram({ name: 'job_duration_seconds', help: 'Time of a periodic job run', labelNames: ['job'] as const, buckets: [0.01, 0.1, 1, 10, 60, 600], registers: [this.registry] });
  private readonly jobLastRun = new Map<string, number>();

  constructor(instance: string) {
    this.registry.setDefaultLabels({ instance });
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
    const lastRun = this.jobLastRun;
    new Gauge({
      name: 'job_last_run_age_seconds', help: 'Seconds since each periodic job last finished (absent before its first run)', labelNames: ['job'] as const, registers: [this.registry],
      collect() {
        this.reset();
        for (const [job, at] of lastRun) this.set({ job }, (Date.now() - at) / 1000);
      },
    });
  }

  /** Count the events instances send each other, by topic and whether this instance sent it. */
  watchEvents(bus: InstanceBus): void {
    const events = new Counter({ name: 'instance_events_total', help: 'Events between instances, by topic and origin (local: sent by this instance)', labelNames: ['topic', 'origin'] as const, registers: [this.registry] });
    for (const topic of INSTANCE_TOPICS) bus.subscribe(topic, (_payload, origin) => events.inc({ topic, origin }));
  }

  /** Count a finished job run. */
  jobFinished(job: string, seconds: number, ok: boolean): void {
    this.jobRuns.inc({ job, result: ok ? 'ok' : 'failed' });
    this.jobSeconds.observe({ job }, seconds);
    this.jobLastRun.set(job, Date.now());
  }

  /** Gauges read from the database when scraped: logged-in sessions, the mail queue, the pool. */
  watchDatabase(db: Db, dialect: DialectName, clock: Clock, pool?: pg.Pool): void {
    new Gauge({
      name: 'sessions_active', help: 'Logged-in sessions (not ended, not expired)', registers: [this.registry],
      async collect() {
        const row = await db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).where('ended_at', 'is', null).where('expires_at', '>', clock.now()).executeTakeFirst();
        this.set(Number(row?.n ?? 0));
      },
    });
    new Gauge({
      name: 'mail_queue_depth', help: 'Code mails waiting (held for the outbox page, or being sent)', labelNames: ['status'] as const, registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await db.selectFrom('outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('status', 'in', ['held', 'sending']).groupBy('status').execute();
        for (const status of ['held', 'sending']) this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
      },
    });
    new Gauge({
      name: 'mail_queue_oldest_age_seconds', help: 'Age of the oldest mail being sent (0 when none)', registers: [this.registry],
      async collect() {
        const row = await db.selectFrom('outbox').select((eb) => eb.fn.min<number>('created_at').as('oldest')).where('status', '=', 'sending').executeTakeFirst();
        this.set(row?.oldest ? Math.max(0, (clock.now() - Number(row.oldest)) / 1000) : 0);
      },
    });
    if (pool) {
      new Gauge({
        name: 'db_pool_connections', help: 'PostgreSQL pool connections by state', labelNames: ['state'] as const, registers: [this.registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
    void dialect;
  }

  /** The counts of one route pattern and method, made on its first request: hold them, and count through them. */
  routeCounts(method: string, route: string): RouteCounts {
    const key = `${method} ${route}`;
    let counts = this.answered.get(key);
    if (!counts) {
      // Bounded: route patterns are the declared routes' (and 'unmatched'), methods Node's known ones.
      counts = { timing: this.requestSeconds.seriesFor({ method, route }), method, route, byStatus: new Map() };
      this.answered.set(key, counts);
    }
    return counts;
  }

  /**
   * Count one answered request. The count is a plain number per route, method and status, handed to
   * http_requests_total when scraped, and the time goes to the route's histogram series: prom-client builds and
   * hashes the label set on every inc and observe (issue 28).
   */
  countAnswer(counts: RouteCounts, status: number, seconds: number): void {
    const counted = counts.byStatus.get(status);
    if (counted) counted.count++;
    else counts.byStatus.set(status, { labels: { method: counts.method, route: counts.route, status: String(status) }, count: 1 });
    this.requestSeconds.observe(counts.timing, seconds);
  }

  /** GET /metrics, open to `Authorization: Bearer <token>` only; without a token configured it answers 404. */
  mount(fastify: FastifyInstance, token: string | undefined, refuse: (status: 401 | 404, request: FastifyRequest, reply: FastifyReply) => Promise<void>): void {
    fastify.get('/metrics', async (request, reply) => {
      if (!token) return refuse(404, request, reply);
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!sameSecret(given, token)) return refuse(401, request, reply);
      const text = await this.registry.metrics();
      return reply.header('content-type', this.registry.contentType).header('cache-control', 'no-store').send(text);
    });
  }
}

/** One route pattern and method: its label sets, built on its first request, and its answers by status. */
export interface RouteCounts {
  readonly method: string;
  readonly route: string;
  readonly timing: HistogramSeries<'method' | 'route'>;
  readonly byStatus: Map<number, { readonly labels: { method: string; route: string; status: string }; count: number }>;
}

/** The counter's collect: set every label set to its count so far. */
function countedAnswers(answered: ReadonlyMap<string, RouteCounts>): (this: Counter<'method' | 'route' | 'status'>) => void {
  return function collect() {
    this.reset();
    for (const counts of answered.values()) for (const { labels, count } of counts.byStatus.values()) this.inc(labels, count);
  };
}

function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}
