import type { DestinationStream } from 'pino';
import { ReplyCode } from '../../sdk/contract/envelope.js';
import { ApiError, Errors } from './http/api-error.js';
import { createLogger, instanceName } from './observe/logger.js';
import { requestLines } from './observe/request-line.js';
import { ServerMetrics } from './observe/metrics.js';
import { AnsweredRequests } from './observe/answered-requests.js';
import { mountReadiness } from './observe/readiness.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { permissionKey } from '../../sdk/contract/permission-key.js';
import { BlobStore } from './blobs/blob-store.js';
import { openBlobFiles } from './blobs/open-blob-files.js';
import { ControllableClock } from './clock.js';
import type { ServerConfig } from './config.js';
import { openDatabase, type DialectName } from './db/open-database.js';
import type { Database } from './db/schema.js';
import { mountAppCallDispatchers } from './http/app-call-dispatcher.js';
import { createHttpEdge } from './http/http-edge.js';
import { RouteRunner } from './http/route-runner.js';
import type { ServerServices } from './http/route-kit.js';
import { mountWebApp } from './http/web-app-routes.js';
import { mountPreviewPagePolicy } from './modules/scenes/preview-page-policy.js';
import { linkFirstPage } from './modules/publishing/link-first-page.js';
import { coreMessages } from './i18n/messages.js';
import { edgeMessages } from './i18n/edge-messages.js';
import { Translator } from './i18n/translator.js';
import { serverModules } from './modules/index.js';
import { RecycleBin } from './modules/recycle-bin/recycle-bin.js';
import { Quota } from './modules/quota/quota.js';
import { seedFirstStart } from './seed/first-start.js';
import { createMailer } from './mail/mailer.js';
import { grantManagers } from './seed/grant-managers.js';
import { startJobTimers } from './startup/job-timers.js';
import { AdvisoryTurns, type Turns } from './db/shared-turns.js';
import type { InstanceBus } from './events/instance-bus.js';
import { LocalBus } from './events/local-bus.js';
import { PostgresBus } from './events/postgres-bus.js';
import { UserTurns } from './modules/quota/user-turns.js';
import { databaseRateLimitStore, rateCounterPruning } from './http/shared-rate-limit.js';
import { registerModules, type RouteInfo } from './startup/module-registry.js';
import { mountUpgrades } from './http/upgrades.js';
import { warmJsonWorkers } from './workers/json-workers.js';
import { SessionCache } from './auth/session-cache.js';
import { ProjectListCache } from './modules/projects/project-list-cache.js';
import { clearOnOutsideChange } from './db/outside-changes.js';
import { JobQueue } from './jobs/job-queue.js';
import { JobRunner } from './jobs/job-runner.js';

export type { RouteInfo } from './startup/module-registry.js';

/** A running server. */
export interface RunningServer {
  /** Base address, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  readonly clock: ControllableClock;
  readonly config: ServerConfig;
  readonly services: ServerServices;
  /** Every declared route. */
  readonly routes: readonly RouteInfo[];
  /** The demo account, when seeded on this start or before. */
  readonly demo: { readonly userId: string; readonly projectUuid: string } | undefined;
  /** Run every periodic job now (tests). */
  runJobs(): Promise<void>;
  /** Stop listening, stop jobs, close the database and release the data folder. */
  close(): Promise<void>;
  /** The Fastify instance (inject, extra hooks). */
  readonly fastify: FastifyInstance;
}

/** Options for tests. */
export interface CreateServerOptions {
  /** Where log lines go (tests read them); stdout when absent. */
  readonly logStream?: DestinationStream;
  /** A clock the caller controls. */
  readonly clock?: ControllableClock;
  /** Modules to register instead of the full list. */
  readonly modules?: typeof serverModules;
}

/** Start the server: database and migrations, first-start seed, routes, static web app, jobs. */
export async function createServer(config: ServerConfig, options: CreateServerOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? new ControllableClock();
  const logger = createLogger(config, options.logStream);
  // Metrics are collected only where they can be read (METRICS_TOKEN set): no cost otherwise.
  const metrics = config.metricsToken ? new ServerMetrics(instanceName(config)) : undefined;
  const queryTimes = metrics?.querySeconds.seriesFor({ dialect: config.databaseUrl ? 'postgres' : 'sqlite' });
  // The sessions resolved lately; every change to a user or a session reaches it through the bus (auth/session-cache.ts).
  const sessions = new SessionCache();
  // SQLite's triggers call in as a change is made (db/auth-triggers.ts): told on the (in-memory) bus like PostgreSQL's.
  let announceAuthChange = (userId: string): void => sessions.forgetUser(userId);
  // Users' project lists as reply text; every change to a projects row reaches it the same way (project-list-cache.ts).
  const projectLists = new ProjectListCache();
  let announceProjectsChange = (userId: string): void => projectLists.forgetUser(userId);
  const database = await openDatabase({
    ...config,
    onQuery: metrics && queryTimes && ((seconds) => metrics.querySeconds.observe(queryTimes, seconds)),
    onAuthChanged: (userId) => announceAuthChange(userId),
    onProjectsChanged: (userId) => announceProjectsChange(userId),
  });
  const { db, dialect } = database;
  if (database.changedOutside) {
    const check = clearOnOutsideChange(database.changedOutside, [sessions, projectLists]);
    sessions.checkBeforeRead(check);
    projectLists.checkBeforeRead(check);
  }
  const translator = new Translator();
  translator.add(coreMessages);
  translator.add(edgeMessages);
  const blobFiles = openBlobFiles(config);
  const blobs = new BlobStore(blobFiles.files, db, clock, dialect);
  if (metrics) {
    blobs.onOperation = (operation, seconds) => metrics.blobSeconds.observe({ operation, store: blobs.files.kind }, seconds);
    metrics.watchDatabase(db, dialect, clock, database.pool);
  }
  const bin = new RecycleBin(db, clock);
  // Per-key turns and the rate limit's counters: in this process on SQLite (one server owns the data folder), in
  // PostgreSQL when instances share it (advisory locks, a counter table).
  const turns: Turns & { close?(): Promise<void> } = database.connection
    ? new AdvisoryTurns(database.connection, (error) => logger.warn({ err: error }, 'advisory-lock connection failed'))
    : new UserTurns();
  const quota = new Quota(blobs, [], turns);
  // What one instance tells the others: NOTIFY/LISTEN on PostgreSQL, in memory on SQLite.
  let events: InstanceBus;
  try {
    events = database.connection ? await PostgresBus.start(database.connection, db, logger) : new LocalBus((err, topic) => logger.warn({ err, topic }, 'instance event handler failed'));
  } catch (error) {
    await turns.close?.();
    await database.close();
    throw error;
  }
  metrics?.watchEvents(events);
  const bus = events;
  announceAuthChange = (userId) => void bus.publish('auth-changed', { userId }).catch(() => sessions.forgetUser(userId));
  announceProjectsChange = (userId) => void bus.publish('projects-changed', { userId }).catch(() => projectLists.forgetUser(userId));
  const stopWatchingSessions = sessions.watch(events);
  const stopWatchingProjects = projectLists.watch(events);
  const jobQueue = new JobQueue(db, clock, dialect, blobs);
  const jobRunner: { current?: JobRunner } = {};
  const services: ServerServices = {
    jobs: { queue: jobQueue, nudge: () => jobRunner.current?.nudge() },
    db, blobs, clock, config, bin, quota, dialect, turns, events, sessions, projectLists, mailer: createMailer(config.smtp),
    translate: (locale, key, vars) => translator.t(locale, key, vars),
    permissionKeys: () => runnerKeys,
  };
  let runnerKeys: readonly string[] = [];
  bin.attach(services);

  const { routes, appMethods, seeds, jobs, jobKinds, closers, upgrades } = registerModules(options.modules ?? serverModules, { services, translator, bin, quota });
  jobQueue.useKinds(jobKinds);

  let demo: RunningServer['demo'];
  try {
    demo = await seedFirstStart(services, seeds);
    await grantManagers(db, config.managerUsernames);
    await blobs.collectGarbage(); // leftovers of a crash, once past the grace period (another instance may be mid-write)
  } catch (error) {
    await events.close();
    await turns.close?.();
    await database.close();
    throw error;
  }

  warmJsonWorkers(); // large bodies and scene contents are parsed there
  const runner = new RouteRunner(services, translator);
  runner.allKeys = [...new Set([
    ...routes.map((r) => permissionKey(r.def.resource, r.def.action)),
    ...[...appMethods.values()].map((m) => permissionKey(m.resource, m.action)),
  ])];
  runnerKeys = runner.allKeys;

  if (metrics) runner.onRefusal = (code, status) => metrics.refusals.inc({ code: String(code), status: String(status) });
  const sharedRateLimit = dialect === 'postgres' ? databaseRateLimitStore(db) : undefined;
  const answers = new AnsweredRequests(config.logRequests ? requestLines(logger) : undefined, metrics);
  const fastify = await createHttpEdge(config, translator, () => runner, logger, answers, sharedRateLimit);
  mountPreviewPagePolicy(fastify, services);
  metrics?.mount(fastify, config.metricsToken, (status, request, reply) =>
    runner.sendError(status === 404
      ? new ApiError(ReplyCode.warning, 'error.routeNotFound', { httpStatus: 404, vars: { method: request.method, path: '/metrics' } })
      : Errors.timeout(106), request, reply));
  let draining = false;
  mountReadiness(fastify, config.apiContext, { db, blobs, draining: () => draining }, runner);
  for (const route of routes) runner.mount(fastify, route.def);
  mountAppCallDispatchers(fastify, config.apiContext, appMethods, runner);
  await mountWebApp(fastify, config.webRoot, config.apiContext, runner, (path) => linkFirstPage(services, path));
  mountUpgrades(fastify.server, config, services, upgrades, fastify.log);

  try {
    await fastify.listen({ port: config.port, host: config.host });
  } catch (error) {
    await fastify.close();
    await events.close();
    await turns.close?.();
    await database.close();
    throw error;
  }
  if (sharedRateLimit) jobs.push(rateCounterPruning(60_000));
  const jobsRunner = new JobRunner(services, jobQueue, jobKinds, config.jobs, fastify.log);
  jobRunner.current = jobsRunner;
  await jobsRunner.start();
  const stopJobs = startJobTimers(jobs, services, fastify.log, metrics && ((job, seconds, ok) => metrics.jobFinished(job, seconds, ok)));
  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  let closed = false;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    db, dialect, clock, config, services, routes, demo, fastify,
    async runJobs() {
      for (const job of jobs) {
        const started = performance.now();
        await job.run(services);
        metrics?.jobFinished(job.name, (performance.now() - started) / 1000, true);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      draining = true;
      stopJobs();
      await jobsRunner.stop();
      for (const closer of closers) {
        try {
          closer();
        } catch (error) {
          fastify.log.warn({ err: error }, 'a shutdown hook failed');
        }
      }
      // Stop accepting, let requests in flight finish; past the deadline, cut the connections still open.
      const closing = fastify.close();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), config.shutdownTimeoutMs)));
      if ((await Promise.race([closing.then(() => 'closed' as const), deadline])) === 'late') {
        fastify.log.warn({ deadlineMs: config.shutdownTimeoutMs }, 'requests still in flight at the shutdown deadline: connections closed');
        fastify.server.closeAllConnections();
        await closing;
      }
      clearTimeout(timer);
      stopWatchingSessions();
      stopWatchingProjects();
      await events.close();
      await turns.close?.();
      await database.close();
      blobFiles.close();
      logger.flush();
    },
  };
}
