import { expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { describeBackends, type TestApi } from './support/server.js';
import { newSceneUser } from './scenes-fixtures.js';
import { hugeSceneKzs, sceneFieldsKzs } from '../../host/server/modules/archive/testing/hostile-kzs.js';
import { kzsWorkerStats } from '../../host/server/modules/archive/kzs-worker.js';

const MB = 1024 * 1024;

/** Fixture: the user owns `size` bytes more (a stored blob row and its reference). */
async function ownBytes(api: TestApi, userId: string, size: number): Promise<void> {
  const hash = createHash('sha256').update(randomUUID()).digest('hex');
  await api.server.db.insertInto('blobs').values({ hash, size, created_at: api.clock.now() }).execute();
  await api.server.db.insertInto('blob_refs').values({ id: randomUUID(), user_id: userId, hash, kind: 'fixture', ref_id: randomUUID(), created_at: api.clock.now() }).execute();
  await api.server.db.updateTable('users').set((eb) => ({ used_bytes: eb('used_bytes', '+', size) })).where('id', '=', userId).execute(); // the running total
}

// Import checks what an archive declares before unpacking it, and refuses wrongly typed scene fields (issue 12 item 2).
describeBackends('.kzs import limits', (api) => {
  const huge = hugeSceneKzs(250);

  it('refuses a 250 KB archive holding 250 MB of scene JSON by its directory, without unpacking or parsing it', async () => {
    expect(huge.byteLength).toBeLessThan(400 * 1024);
    const before = kzsWorkerStats.reads;
    for (const plan of ['FREE', 'PROFESSIONAL']) {
      const u = await newSceneUser(api, plan);
      const reply = await u.client.upload('/repo/kf-scene/import-scene', { project: u.projectUuid }, [{ field: 'file', name: 'huge.kzs', data: huge }]);
      expect([reply.status, reply.code]).toEqual([400, 405]);
      expect(reply.msg).toMatch(/scene\.json unpacks to 2621\d{5} bytes; at most 67108864 are allowed/);
      expect(await api.server.db.selectFrom('scenes').select('uuid').where('user_id', '=', u.id).execute()).toEqual([]);
    }
    expect(kzsWorkerStats.reads).toBe(before); // never handed to the reader
  });

  it('checks the quota against the sizes the directory declares before unpacking', async () => {
    const u = await newSceneUser(api);
    await ownBytes(api, u.id, 50 * MB);
    const before = kzsWorkerStats.reads;
    const reply = await u.client.upload('/repo/kf-scene/import-scene', { project: u.projectUuid }, [{ field: 'file', name: 'big.kzs', data: hugeSceneKzs(60) }]);
    expect([reply.status, reply.code, reply.msg]).toEqual([413, 405, 'Insufficient space left.']);
    expect(kzsWorkerStats.reads).toBe(before);
  });

  it('refuses wrongly typed scene.json fields with a 400 naming the field, storing nothing', async () => {
    const u = await newSceneUser(api);
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 5 }, 'category'], [{ externalResources: 5 }, 'externalResources'], [{ preview: {} }, 'preview'], [{ logic: [] }, 'logic'],
      [{ data: 1 }, 'data'], [{ logicXml: true }, 'logicXml'], [{ version: 'x' }, 'version'],
    ];
    for (const [fields, name] of cases) {
      const reply = await u.client.upload('/repo/kf-scene/import-scene', { project: u.projectUuid }, [{ field: 'file', name: 'typed.kzs', data: sceneFieldsKzs(fields) }]);
      expect([reply.status, reply.code], JSON.stringify(fields)).toEqual([400, 405]);
      expect(reply.msg).toMatch(new RegExp(`['"]${name}['"]`));
    }
    expect(await api.server.db.selectFrom('scenes').select('uuid').where('user_id', '=', u.id).execute()).toEqual([]);
    const fine = await u.client.upload('/repo/kf-scene/import-scene', { project: u.projectUuid }, [{ field: 'file', name: 'fine.kzs', data: sceneFieldsKzs({ category: 'Rooms', preview: null, externalResources: [] }) }]);
    expect(fine.code).toBe(0);
  });
});
