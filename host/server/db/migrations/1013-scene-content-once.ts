import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

type Tables = {
  scenes: {
    uuid: string; user_id: string; name: string; category: string; path: string; preview: string | null; data: string | null; content: string;
    import_assets: string | null; logic: string | null; logic_xml: string | null; logic_bk: string | null; logic_xml_bk: string | null;
    external_resources: string; version: number; last_modified_by: string; last_modified_time: number;
  };
  scene_versions: { id: string; scene_uuid: string; version: number; record: string; content: string | null; size: number; update_by: string; update_time: number };
  users: { id: string; used_bytes: number };
};

/**
 * A scene's content is stored once, in its version (issue 28: a save wrote the same 1.7 MB twice, to the scene row and
 * to the version's record). scene_versions.content holds a version's content as sent (its record then holds the other
 * saved fields); versions saved before keep it inside their record and stay readable as they are. The scene row no
 * longer has a content: its content is its current version's. A scene whose current version has no record (none
 * written by this server; data from elsewhere) gets one from its row first, counted in its owner's used storage.
 */
export const sceneContentOnceMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('scene_versions').addColumn('content', 'text').execute();
    const typed = db as unknown as Kysely<Tables>;
    const unversioned = await typed.selectFrom('scenes').selectAll()
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('scene_versions').select('scene_versions.id')
        .whereRef('scene_versions.scene_uuid', '=', 'scenes.uuid').whereRef('scene_versions.version', '=', 'scenes.version'))))
      .execute();
    for (const s of unversioned) {
      const record = JSON.stringify({
        name: s.name, category: s.category, path: s.path, preview: s.preview, data: s.data, importAssets: s.import_assets, logic: s.logic,
        logicXml: s.logic_xml, logicBk: s.logic_bk, logicXmlBk: s.logic_xml_bk, externalResources: parseList(s.external_resources), content: s.content,
      });
      const size = Buffer.byteLength(record, 'utf8');
      await typed.insertInto('scene_versions').values({
        id: `migrated-${s.uuid}-${s.version}`, scene_uuid: s.uuid, version: s.version, record, content: null, size, update_by: s.last_modified_by,
        update_time: s.last_modified_time,
      }).execute();
      await typed.updateTable('users').set((eb) => ({ used_bytes: eb('used_bytes', '+', size) })).where('id', '=', s.user_id).execute();
    }
    await db.schema.alterTable('scenes').dropColumn('content').execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      const { rows } = await sql<{ lz4: boolean }>`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(db);
      if (rows[0]?.lz4 === true) await sql`alter table scene_versions alter column content set compression lz4`.execute(db); // as migration 1008
    }
  },
};

function parseList(text: string): unknown[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}
