import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from './index.js';
import type { Database } from '../schema.js';
import '../../modules/quota/storage-columns.js';

describe('migration 1003-used-storage', () => {
  let db: Kysely<Database> | undefined;
  afterEach(async () => db?.destroy());

  it('fills each user\'s running total with what they owned before it: distinct blobs, versions, project lists, data', async () => {
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('1002-scene-version-size')).error).toBeUndefined();
    const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const user = (id: string) => ({ id, username: id, nickname: id, password_hash: 'x', email: `${id}@x`, phone: '', company: '', city: '', position: '', created_at: 1, updated_at: 1 });
    await raw.insertInto('users').values([user('u1'), user('u2')]).execute();
    await raw.insertInto('projects').values({ uuid: 'p1', user_id: 'u1', name: 'P', groups: '["组"]', des_routes: '[]', info_points: '[]', created_at: 1, updated_at: 1 }).execute();
    await raw.insertInto('blobs').values([{ hash: 'h1', size: 1000, created_at: 1 }, { hash: 'h2', size: 50, created_at: 1 }]).execute();
    await raw.insertInto('blob_refs').values([
      { id: 'r1', user_id: 'u1', hash: 'h1', kind: 'resource', ref_id: 'a', created_at: 1 },
      { id: 'r2', user_id: 'u1', hash: 'h1', kind: 'resource', ref_id: 'b', created_at: 1 },
      { id: 'r3', user_id: 'u2', hash: 'h1', kind: 'resource', ref_id: 'c', created_at: 1 },
      { id: 'r4', user_id: 'u2', hash: 'h2', kind: 'scene-asset', ref_id: 'd', created_at: 1 },
    ]).execute();
    await raw.insertInto('resources').values({ uuid: 'm1', pub_res_uuid: 'pm1', user_id: 'u1', project_uuid: 'p1', type_id: 'material', name: 'M', groups: '[]', size: 0, data: '{"é":1}', created_at: 1, updated_at: 1 }).execute();
    await raw.insertInto('scenes').values({ uuid: 's1', user_id: 'u1', project_uuid: 'p1', name: 'S', category: 'Default', path: '', content: '{}', external_resources: '[]', version: 1, last_modified_by: 'u1', last_modified_time: 1, created_at: 1 }).execute();
    await raw.insertInto('scene_versions').values({ id: 'v1', scene_uuid: 's1', version: 1, record: '{}', update_by: 'u1', update_time: 1, size: 300 }).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const totals = await db.selectFrom('users').select(['id', 'used_bytes']).orderBy('id').execute();
    const project = Buffer.byteLength('["组"][][]', 'utf8');
    const data = Buffer.byteLength('{"é":1}', 'utf8');
    expect(totals.map((t) => [t.id, Number(t.used_bytes)])).toEqual([['u1', 1000 + 300 + project + data], ['u2', 1050]]);
  });
});
