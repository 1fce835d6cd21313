import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Kysely } from 'kysely';
import { ReplyCode } from '../../sdk/contract/envelope.js';
import { permissionKey } from '../../sdk/contract/permission-key.js';
import { BlobStore } from './blobs/blob-store.js';
import { ControllableClock } from './clock.js';
import type { ServerConfig } from './config.js';
import { openDatabase, type DialectName } from './db/open-database.js';
import type { Database } from './db/schema.js';
import { ApiError } from './http/api-error.js';
import { RouteRunner } from './http/route-runner.js';
import { openApiDocument } from './http/openapi.js';
import { routeKey, type AnyRouteDef, type AppMethodDef, type JobDef, type RouteKit, type SeedDef, type ServerServices } from './http/route-kit.js';
import { coreMessages } from './i18n/messages.js';
import { localeFromHeader, Translator } from './i18n/translator.js';
import { serverModules } from './modules/index.js';
import { RecycleBin } from './modules/recycle-bin/recycle-bin.js';
import { Quota } from './modules/quota/quota.js';
import { seedFirstStart } from './seed/first-start.js';
import type { z } from 'zod';

/** A declared route as the route table lists it. */
export interface RouteInfo {
  /** 'GET /repo/kf-project/:uuid' */
  readonly key: string;
  readonly def: AnyRouteDef;
}

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
  /** A clock the caller controls. */
  readonly clock?: ControllableClock;
  /** Modules to register instead of the full list. */
  readonly modules?: typeof serverModules;
}

/** Start the server: database and migrations, first-start seed, routes, static web app, jobs. */
export async function createServer(config: ServerConfig, options: CreateServerOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? new ControllableClock();
  const database = await openDatabase(config);
  const { db, dialect } = database;
  const translator = new Translator();
  translator.add(coreMessages);
  const blobs = new BlobStore(join(config.dataDir, 'blobs'), db, clock);
  const bin = new RecycleBin(db, clock);
  const quota = new Quota(blobs);
  const services: ServerServices = {
    db, blobs, clock, config, bin, quota, dialect,
    translate: (locale, key, vars) => translator.t(locale, key, vars),
    permissionKeys: () => runnerKeys,
  };
  let runnerKeys: readonly string[] = [];
  bin.attach(services);

  // Collect what modules declare.
  const routes: RouteInfo[] = [];
  const appMethods = new Map<string, AppMethodDef<z.ZodType | undefined>>();
  const seeds: SeedDef[] = [];
  const jobs: JobDef[] = [{ name: 'recycle-bin-purge', everyMs: 60 * 60 * 1000, run: async () => void (await bin.purgeExpired()) }];
  const kit: RouteKit = {
    route(def) {
      const key = routeKey(def);
      if (routes.some((r) => r.key === key)) throw new Error(`Route ${key} declared twice`);
      routes.push({ key, def: def as unknown as AnyRouteDef });
    },
    appMethod(def) {
      appMethods.set(`${def.server}/${def.method}`, def as unknown as AppMethodDef<z.ZodType | undefined>);
    },
    messages: (table) => translator.add(table),
    seed: (def) => seeds.push(def),
    job: (def) => jobs.push(def),
    binKind: (kind) => bin.register(kind),
    storage: (def) => quota.addCounter({ name: def.name, bytes: (userId) => def.bytes(services, userId) }),
  };
  for (const module of options.modules ?? serverModules) module(kit);
  let openApi: unknown;
  kit.route({
    method: 'GET', style: 'repo', path: '/docs/openapi.json', resource: 'system', action: 'read', auth: 'none',
    summary: 'This OpenAPI 3.1 document (served bare, not in the envelope)',
    handler(ctx) {
      openApi ??= openApiDocument(routes.map((r) => r.def), config.apiContext);
      return ctx.reply.header('content-type', 'application/json; charset=utf-8').send(openApi);
    },
  });

  let demo: RunningServer['demo'];
  try {
    demo = await seedFirstStart(services, seeds);
    await blobs.collectGarbage({ atStart: true }); // temp files and unrecorded blobs left by a crash
  } catch (error) {
    await database.close();
    throw error;
  }

  const fastify = Fastify({
    logger: config.logRequests ? { level: 'info' } : { level: 'warn' },
    bodyLimit: config.maxBodyBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const runner = new RouteRunner(services, translator);
  runner.allKeys = [...new Set([
    ...routes.map((r) => permissionKey(r.def.resource, r.def.action)),
    ...[...appMethods.values()].map((m) => permissionKey(m.resource, m.action)),
  ])];
  runnerKeys = runner.allKeys;

  await fastify.register(multipart, { limits: { fileSize: config.maxBodyBytes, files: 20, fields: 200 } });
  if (config.rateLimitPerMinute > 0) {
    await fastify.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        code: ReplyCode.warning,
        msg: translator.t(localeFromHeader(request.headers['accept-language']), 'error.rateLimited'),
        data: { retryAfterMs: context.ttl },
      }),
    });
  }

  fastify.setErrorHandler((error, request, reply) => runner.sendError(error, request, reply));
  // JSON bodies: an empty body (clients sending the header on GET/DELETE) reads as {}; bad JSON is a 400.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(ReplyCode.warning, 'error.badJson', { httpStatus: 400 }), undefined);
    }
  });

  for (const route of routes) runner.mount(fastify, route.def);

  // Application-call dispatchers: POST {context}/v.client (and /download, /upload, /admin) with the server and method
  // named by headers or by the payload ({ server, method, ... }); each resolves to a kit.appMethod declaration.
  for (const name of ['v', 'download', 'upload', 'admin']) {
    fastify.post(`${config.apiContext}/${name}.client`, async (request, reply) => {
      const payload = (request.isMultipart() ? {} : request.body ?? {}) as { server?: unknown; method?: unknown };
      const header = (key: string): string => String(request.headers[key] ?? '');
      const server = String(payload.server ?? header('server'));
      const method = String(payload.method ?? header('method'));
      const def = appMethods.get(`${server}/${method}`);
      if (!def) {
        await runner.sendError(new ApiError(ReplyCode.warning, 'error.unknownAppCall', { httpStatus: 404, vars: { server, method } }), request, reply);
        return;
      }
      await runner.run({ ...def, payloadOnly: true }, request, reply);
    });
  }

  const webRoot = config.webRoot;
  const hasWeb = existsSync(join(webRoot, 'index.html')) && statSync(webRoot).isDirectory();
  if (hasWeb) await fastify.register(fastifyStatic, { root: webRoot, prefix: '/', index: ['index.html'] });
  // Browsers ask for /favicon.ico whatever the page links; answer with our SVG icon rather than a 404.
  if (hasWeb && existsSync(join(webRoot, 'favicon.svg'))) {
    fastify.get('/favicon.ico', async (_request, reply) => reply.type('image/svg+xml').sendFile('favicon.svg'));
  }

  fastify.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = path.startsWith(`${config.apiContext}/api/`) || path === `${config.apiContext}/api` || path.endsWith('.client');
    if (isApi || request.method !== 'GET') {
      await runner.sendError(new ApiError(ReplyCode.warning, 'error.routeNotFound', { httpStatus: 404, vars: { method: request.method, path } }), request, reply);
      return;
    }
    if (hasWeb && !/\.[a-z0-9]+$/i.test(path)) {
      await reply.type('text/html; charset=utf-8').sendFile('index.html');
      return;
    }
    const hint = hasWeb ? '' : '<p>The web app is not built here. Run <code>npm run build</code>.</p>';
    await reply.status(404).type('text/html; charset=utf-8').send(`<!doctype html><title>Not found</title><h1>404 Not found</h1>${hint}`);
  });

  const timers: NodeJS.Timeout[] = [];
  try {
    await fastify.listen({ port: config.port, host: config.host });
  } catch (error) {
    await fastify.close();
    await database.close();
    throw error;
  }
  for (const job of jobs) {
    const timer = setInterval(() => {
      job.run(services).catch((error: unknown) => fastify.log.error({ err: error }, `job ${job.name} failed`));
    }, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  let closed = false;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    db, dialect, clock, config, services, routes, demo, fastify,
    async runJobs() {
      for (const job of jobs) await job.run(services);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await fastify.close();
      await database.close();
    },
  };
}
