import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from './index.js';
import type { Database } from '../schema.js';
import '../../modules/scenes/scene-tables.js';

describe('migration 1002-scene-version-size', () => {
  let db: Kysely<Database> | undefined;
  afterEach(async () => db?.destroy());

  it('fills the size of versions saved before it with their UTF-8 bytes', async () => {
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('1001-scenes-resources')).error).toBeUndefined();
    const record = JSON.stringify({ name: '场景', content: '{"nodes":{}}' });
    await db.insertInto('scene_versions' as never).values({ id: 'v1', scene_uuid: 's1', version: 1, record, update_by: 'u', update_time: 1 } as never).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const row = await db.selectFrom('scene_versions').select('size').where('id', '=', 'v1').executeTakeFirstOrThrow();
    expect(Number(row.size)).toBe(Buffer.byteLength(record, 'utf8'));
    expect(Number(row.size)).toBeGreaterThan(record.length);
  });
});
