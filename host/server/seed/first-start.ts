import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import { crashPoint } from '../crash-point.js';
import type { SeedDef, ServerServices } from '../http/route-kit.js';

/** The demo account seeded on first start. */
export const DEMO_ACCOUNT = { username: 'demo', password: 'Demo@2026!', nickname: 'Demo', projectName: 'Demo project' } as const;

/**
 * On first start: the quick-login secret, the demo account with its default project 'Demo project',
 * then every module's seed hook (server-scenes adds 'Demo scene'). Returns the demo ids.
 *
 * The whole seed is one transaction that starts by writing the 'seeded' mark: a kill anywhere in it leaves nothing
 * (the next start seeds again from scratch), and on PostgreSQL a second server starting at the same time waits on
 * that row and then skips the seed. Seed hooks write through `ctx.db`, the transaction.
 */
export async function seedFirstStart(services: ServerServices, seeds: readonly SeedDef[]): Promise<{ userId: string; projectUuid: string } | undefined> {
  const { db, clock, config } = services;
  const seeded = await db.selectFrom('meta').select('value').where('key', '=', 'seeded').executeTakeFirst();
  if (!seeded) {
    const passwordHash = config.seedDemo ? await hashPassword(DEMO_ACCOUNT.password) : '';
    const outcome = await db.transaction().execute(async (trx) => {
      const mark = await trx.insertInto('meta').values({ key: 'seeded', value: String(clock.now()) })
        .onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
      if (Number(mark.numInsertedOrUpdatedRows ?? 0) === 0) return 'seeded elsewhere' as const;
      await trx.insertInto('meta').values({ key: 'quick-login-secret', value: randomBytes(32).toString('hex') })
        .onConflict((oc) => oc.column('key').doNothing()).execute();
      let demo: { userId: string; projectUuid: string } | undefined;
      if (config.seedDemo) {
        const now = clock.now();
        const userId = randomUUID();
        const projectUuid = randomUUID();
        await trx.insertInto('users').values({
          id: userId, username: DEMO_ACCOUNT.username, nickname: DEMO_ACCOUNT.nickname, password_hash: passwordHash,
          email: 'demo@example.com', phone: '13800000000', company: 'Demo', city: 'Demo', position: 'Designer',
          manager: 0, designer: 1, locked: 0, pros_cons: 1, pvg: null, all_p: null, single_session: 0,
          plan: 'FREE', image_hash: null, login_count: 0, created_at: now, updated_at: now,
        }).execute();
        crashPoint('seed:demo-user');
        await trx.insertInto('projects').values({
          uuid: projectUuid, user_id: userId, name: DEMO_ACCOUNT.projectName, kind: 'project',
          groups: '[]', des_routes: '[]', info_points: '[]', is_default: 1, deleted_at: null, created_at: now, updated_at: now,
        }).execute();
        demo = { userId, projectUuid };
      }
      for (const seed of seeds) await seed.run({ ...services, db: trx, demo });
      crashPoint('seed:modules');
      return { demo };
    });
    if (outcome !== 'seeded elsewhere') return outcome.demo;
  }
  const user = await db.selectFrom('users').select('id').where('username', '=', DEMO_ACCOUNT.username).executeTakeFirst();
  if (!user) return undefined;
  const project = await db.selectFrom('projects').select('uuid').where('user_id', '=', user.id).where('is_default', '=', 1).executeTakeFirst();
  return project ? { userId: user.id, projectUuid: project.uuid } : undefined;
}
