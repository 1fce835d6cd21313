import type { Kysely, Migration } from 'kysely';

type Versions = { scene_versions: { id: string; record: string; size: number } };

/** scene_versions.size: UTF-8 bytes of the saved record, counted in the owner's used storage; filled for existing rows. */
export const sceneVersionSizeMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('scene_versions').addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    const typed = db as unknown as Kysely<Versions>;
    const rows = await typed.selectFrom('scene_versions').select(['id', 'record']).execute();
    for (const row of rows) {
      await typed.updateTable('scene_versions').set({ size: Buffer.byteLength(row.record, 'utf8') }).where('id', '=', row.id).execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('scene_versions').dropColumn('size').execute();
  },
};
