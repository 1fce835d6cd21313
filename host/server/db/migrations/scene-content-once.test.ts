import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from './index.js';
import type { Database } from '../schema.js';
import '../../modules/quota/storage-columns.js';
import { contentAt, versionRecord } from '../../modules/scenes/scene-content.js';

describe('migration 1013-scene-content-once', () => {
  let db: Kysely<Database> | undefined;
  afterEach(async () => db?.destroy());

  it('keeps scenes saved before it readable: their versions as stored, a scene without its current version given one', async () => {
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('1012-login-count-quiet')).error).toBeUndefined();
    const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await raw.insertInto('users').values({ id: 'u1', username: 'u1', nickname: 'u1', password_hash: 'x', email: 'u1@x', phone: '', company: '', city: '', position: '', created_at: 1, updated_at: 1, used_bytes: 100 }).execute();
    const scene = (uuid: string, content: string, version: number) => ({
      uuid, user_id: 'u1', project_uuid: 'p1', name: `S ${uuid}`, category: 'Default', path: '', content, external_resources: '["r"]', version, last_modified_by: 'u1',
      last_modified_time: 5, created_at: 1,
    });
    const saved = '{"nodes":{"a":"é \\"q\\""}}';
    const versioned = JSON.stringify({ name: 'S s1', category: 'Default', path: '', preview: null, data: null, importAssets: null, logic: null, logicXml: null, logicBk: null, logicXmlBk: null, externalResources: [], content: saved });
    await raw.insertInto('scenes').values([scene('s1', saved, 2), scene('s2', '{"nodes":{"b":1}}', 3)]).execute();
    await raw.insertInto('scene_versions').values([
      { id: 'v1', scene_uuid: 's1', version: 1, record: JSON.stringify({ content: '{"old":1}' }), update_by: 'u1', update_time: 1, size: 10 },
      { id: 'v2', scene_uuid: 's1', version: 2, record: versioned, update_by: 'u1', update_time: 2, size: Buffer.byteLength(versioned) },
    ]).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    // Versions saved before: read as stored, their content inside their record.
    expect(await contentAt(db, 's1', 2)).toBe(saved);
    expect(await contentAt(db, 's1', 1)).toBe('{"old":1}');
    // A scene whose current version had no record: one made from its row, counted in its owner's storage.
    expect(await contentAt(db, 's2', 3)).toBe('{"nodes":{"b":1}}');
    const made = await db.selectFrom('scene_versions').selectAll().where('scene_uuid', '=', 's2').executeTakeFirstOrThrow();
    expect(versionRecord(made)).toMatchObject({ name: 'S s2', externalResources: ['r'], content: '{"nodes":{"b":1}}' });
    expect([Number(made.version), made.update_by, Number(made.update_time), Number(made.size)]).toEqual([3, 'u1', 5, Buffer.byteLength(made.record)]);
    const user = await db.selectFrom('users').select('used_bytes').where('id', '=', 'u1').executeTakeFirstOrThrow();
    expect(Number(user.used_bytes)).toBe(100 + Number(made.size));
    // The scene row holds no content any more.
    const columns = Object.keys(await db.selectFrom('scenes').selectAll().where('uuid', '=', 's1').executeTakeFirstOrThrow());
    expect(columns).not.toContain('content');
    expect(columns).toContain('version');
  });
});
