import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from './index.js';
import type { Database } from '../schema.js';
import '../../modules/publishing/publish-tables.js';

describe('migration 1009-publish-gates', () => {
  let db: Kysely<Database> | undefined;
  afterEach(async () => db?.destroy());

  it('keeps what visitors saw: links of professional owners start with the watermark off, the others with it on', async () => {
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('1008-scene-content-lz4')).error).toBeUndefined();
    for (const [id, plan] of [['free', 'FREE'], ['pro', 'PROFESSIONAL']]) {
      await db.insertInto('users' as never).values({
        id, username: id, nickname: id, password_hash: 'x', email: `${id}@e.com`, phone: '1', company: 'c', city: 'c', position: 'p', plan, created_at: 1, updated_at: 1,
      } as never).execute();
      await db.insertInto('publish_links' as never).values({
        uuid: `link-${id}`, short_key: `key-${id}`, user_id: id, scene_uuid: 's', project_uuid: 'p', version: 1, title: 't', category: 'c', group_name: '', created_at: 1, updated_at: 1,
      } as never).execute();
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('publish_links').select(['uuid', 'hide_watermark', 'loading_page', 'poster_style']).orderBy('uuid').execute();
    expect(rows.map((r) => [r.uuid, Number(r.hide_watermark), r.loading_page, r.poster_style])).toEqual([
      ['link-free', 0, null, 'classic'], ['link-pro', 1, null, 'classic'],
    ]);
  });
});
