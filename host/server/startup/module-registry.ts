// What the modules declare (routes, application calls, seeds, jobs), collected through the route kit.
import type { z } from 'zod';
import { endpointRoute, routeKey, type AnyRouteDef, type AppMethodDef, type JobDef, type RouteKit, type SeedDef, type ServerServices, type UpgradeDef } from '../http/route-kit.js';
import { openApiDocument } from '../http/openapi.js';
import type { Translator } from '../i18n/translator.js';
import type { RecycleBin } from '../modules/recycle-bin/recycle-bin.js';
import type { Quota } from '../modules/quota/quota.js';
import type { ServerModule } from '../http/route-kit.js';
import type { JobKindDef } from '../jobs/job-kind.js';

/** A declared route as the route table lists it. */
export interface RouteInfo {
  /** 'GET /repo/kf-project/:uuid' */
  readonly key: string;
  readonly def: AnyRouteDef;
}

/** Everything the modules declared. */
export interface ModuleRegistry {
  readonly routes: RouteInfo[];
  /** Application calls by 'server/method'. */
  readonly appMethods: Map<string, AppMethodDef<z.ZodType | undefined>>;
  readonly seeds: SeedDef[];
  readonly jobs: JobDef[];
  /** Kinds of queued background job. */
  readonly jobKinds: JobKindDef[];
  /** What to run at shutdown before the server stops accepting. */
  readonly closers: (() => void)[];
  /** Paths that take HTTP upgrades (WebSocket). */
  readonly upgrades: UpgradeDef[];
}

/** Run every module against a route kit and add the OpenAPI route; texts, bin kinds and storage counters go straight to their services. */
export function registerModules(
  modules: readonly ServerModule[],
  parts: { services: ServerServices; translator: Translator; bin: RecycleBin; quota: Quota },
): ModuleRegistry {
  const { services, translator, bin, quota } = parts;
  const registry: ModuleRegistry = {
    routes: [],
    appMethods: new Map(),
    seeds: [],
    closers: [],
    upgrades: [],
    jobKinds: [],
    jobs: [{ name: 'recycle-bin-purge', everyMs: 60 * 60 * 1000, run: async () => void (await bin.purgeExpired()) }],
  };
  const kit: RouteKit = {
    route(def) {
      const key = routeKey(def);
      if (registry.routes.some((r) => r.key === key)) throw new Error(`Route ${key} declared twice`);
      registry.routes.push({ key, def: def as unknown as AnyRouteDef });
    },
    endpoint(endpoint, impl) {
      this.route(endpointRoute(endpoint, impl));
    },
    appMethod(def) {
      registry.appMethods.set(`${def.server}/${def.method}`, def as unknown as AppMethodDef<z.ZodType | undefined>);
    },
    messages: (table) => translator.add(table),
    seed: (def) => registry.seeds.push(def),
    job: (def) => registry.jobs.push(def),
    jobKind: (def) => registry.jobKinds.push(def),
    binKind: (kind) => bin.register(kind),
    storage: (def) => quota.addCounter({ name: def.name, bytes: (userId) => def.bytes(services, userId) }),
    onClose: (fn) => registry.closers.push(fn),
    upgrade: (def) => registry.upgrades.push(def),
  };
  for (const module of modules) module(kit);
  let openApi: unknown;
  kit.route({
    method: 'GET', style: 'repo', path: '/docs/openapi.json', resource: 'system', action: 'read', auth: 'none',
    summary: 'This OpenAPI 3.1 document (served bare, not in the envelope)',
    handler(ctx) {
      openApi ??= openApiDocument(registry.routes.map((r) => r.def), services.config.apiContext);
      return ctx.reply.header('content-type', 'application/json; charset=utf-8').send(openApi);
    },
  });
  return registry;
}
