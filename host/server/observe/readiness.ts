// Readiness, apart from liveness (`{context}/api/health` answers while the process runs): `{context}/api/ready`
// answers 200 only while the database answers, the blob store is reachable, every migration this build knows is
// applied, and the server is not shutting down — a proxy or orchestrator sends traffic elsewhere otherwise (503).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Db } from '../db/schema.js';
import { migrations } from '../db/migrations/index.js';
import type { RouteRunner } from '../http/route-runner.js';

/** What readiness looks at. */
export interface ReadinessParts {
  readonly db: Db;
  readonly blobs: BlobStore;
  readonly draining: () => boolean;
}

/** Outcome of each check. */
export interface Readiness {
  readonly ready: boolean;
  readonly checks: { readonly database: boolean; readonly blobStore: boolean; readonly migrations: boolean; readonly accepting: boolean };
}

/** Run the checks (each bounded by `timeoutMs`). */
export async function checkReadiness(parts: ReadinessParts, timeoutMs = 2000): Promise<Readiness> {
  const within = async (work: () => Promise<boolean>): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([work(), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  const [database, blobStore, migrated] = await Promise.all([
    within(async () => (await sql`select 1`.execute(parts.db), true)),
    within(async () => (await parts.blobs.files.probe(), true)),
    within(async () => {
      const applied = new Set((await sql<{ name: string }>`select name from kysely_migration`.execute(parts.db)).rows.map((r) => r.name));
      return Object.keys(migrations).every((name) => applied.has(name));
    }),
  ]);
  const accepting = !parts.draining();
  return { ready: database && blobStore && migrated && accepting, checks: { database, blobStore, migrations: migrated, accepting } };
}

/** GET {context}/api/ready: 200 `{ code: 0, data: { ready: true, checks } }`, or 503 with the failing checks. */
export function mountReadiness(fastify: FastifyInstance, apiContext: string, parts: ReadinessParts, _runner: RouteRunner): void {
  fastify.get(`${apiContext}/api/ready`, async (_request, reply) => {
    const readiness = await checkReadiness(parts);
    return reply.status(readiness.ready ? 200 : 503).header('cache-control', 'no-store')
      .send({ code: readiness.ready ? 0 : 500, msg: readiness.ready ? 'ok' : 'not ready', data: readiness });
  });
}
