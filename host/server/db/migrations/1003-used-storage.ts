import { sql, type Kysely, type Migration } from 'kysely';

type Tables = {
  users: { id: string; used_bytes: number };
  projects: { uuid: string; groups: string; des_routes: string; info_points: string; stored_bytes: number };
  resources: { uuid: string; data: string | null; data_bytes: number };
  scenes: { uuid: string; extra_bytes: number };
};

const utf8 = (...texts: (string | null)[]) => texts.reduce((sum, t) => sum + (t === null ? 0 : Buffer.byteLength(t, 'utf8')), 0);

/**
 * One running total of used storage per user (users.used_bytes), kept in the same transaction as every write that
 * changes it, instead of summing on every write (issue 12 items 4 and 13). Bytes stored in rows are counted too:
 * projects.stored_bytes (groups, routes, info points), resources.data_bytes (a data resource's data),
 * scenes.extra_bytes (a preview or path set without a new version). Filled for existing rows.
 */
export const usedStorageMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('used_bytes', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('projects').addColumn('stored_bytes', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('resources').addColumn('data_bytes', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('scenes').addColumn('extra_bytes', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    const typed = db as unknown as Kysely<Tables>;
    for (const p of await typed.selectFrom('projects').select(['uuid', 'groups', 'des_routes', 'info_points']).execute()) {
      await typed.updateTable('projects').set({ stored_bytes: utf8(p.groups, p.des_routes, p.info_points) }).where('uuid', '=', p.uuid).execute();
    }
    for (const r of await typed.selectFrom('resources').select(['uuid', 'data']).where('data', 'is not', null).execute()) {
      await typed.updateTable('resources').set({ data_bytes: utf8(r.data) }).where('uuid', '=', r.uuid).execute();
    }
    await sql`update users set used_bytes =
        coalesce((select sum(b.size) from blobs b where b.hash in (select r.hash from blob_refs r where r.user_id = users.id)), 0)
      + coalesce((select sum(v.size) from scene_versions v inner join scenes s on s.uuid = v.scene_uuid where s.user_id = users.id), 0)
      + coalesce((select sum(p.stored_bytes) from projects p where p.user_id = users.id), 0)
      + coalesce((select sum(r.data_bytes) from resources r where r.user_id = users.id), 0)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('scenes').dropColumn('extra_bytes').execute();
    await db.schema.alterTable('resources').dropColumn('data_bytes').execute();
    await db.schema.alterTable('projects').dropColumn('stored_bytes').execute();
    await db.schema.alterTable('users').dropColumn('used_bytes').execute();
  },
};
