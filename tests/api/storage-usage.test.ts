import { createHash, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeBackends, ok, type TestApi } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';
import type { SaveSceneReply, SceneVo } from '../../sdk/contract/scene.js';

const MB = 1024 * 1024;
type UsedSpace = { usedBytes: number; limitBytes: number; overLimit: boolean };

async function used(u: SceneUser): Promise<UsedSpace> {
  return ok(await u.client.repo<UsedSpace>('GET', '/repo/kf-project/get-used-space'));
}

async function versionBytes(api: TestApi, sceneUuid: string): Promise<number[]> {
  const rows = await api.server.db.selectFrom('scene_versions').select('size').where('scene_uuid', '=', sceneUuid).orderBy('version').execute();
  return rows.map((r) => Number(r.size));
}

/** Fixture: make the user own a stored blob of `size` bytes (a row only; no file is needed to count it). */
async function ownBlob(api: TestApi, userId: string, size: number): Promise<void> {
  const hash = createHash('sha256').update(randomUUID()).digest('hex');
  await api.server.db.insertInto('blobs').values({ hash, size, created_at: api.clock.now() }).execute();
  await api.server.db.insertInto('blob_refs').values({ id: randomUUID(), user_id: userId, hash, kind: 'fixture', ref_id: randomUUID(), created_at: api.clock.now() }).execute();
  await api.server.db.updateTable('users').set((eb) => ({ used_bytes: eb('used_bytes', '+', size) })).where('id', '=', userId).execute(); // the running total
}

const save = (u: SceneUser, body: Record<string, unknown>) => u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { projectUuid: u.projectUuid, name: 'Big', ...body });

describeBackends('storage used per user', (api) => {
  it('counts every saved version of the scenes a user owns, and their scene assets', async () => {
    const u = await newSceneUser(api);
    const start = (await used(u)).usedBytes;
    const first = ok(await save(u, { uuid: null, content: sceneContent(50, 'a') }));
    const [v1] = await versionBytes(api, first.uuid);
    expect(v1).toBeGreaterThan(sceneContent(50, 'a').length);
    expect((await used(u)).usedBytes).toBe(start + v1);
    ok(await save(u, { uuid: first.uuid, version: 1, content: sceneContent(80, 'b') }));
    const sizes = await versionBytes(api, first.uuid);
    expect(sizes).toHaveLength(2);
    expect((await used(u)).usedBytes).toBe(start + sizes[0] + sizes[1]);

    const asset = Buffer.alloc(3000, 7);
    ok(await u.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: u.projectUuid, assets: [{ name: 'tex/a.bin', content: asset.toString('base64') }] }));
    expect((await used(u)).usedBytes).toBe(start + sizes[0] + sizes[1] + 3000);
  });

  it('counts the same bytes once per user who owns them, though they are stored once on disk', async () => {
    const a = await newSceneUser(api);
    const b = await newSceneUser(api);
    const bytes = Buffer.from(`shared-${randomUUID()}`).toString('base64');
    const [beforeA, beforeB] = [(await used(a)).usedBytes, (await used(b)).usedBytes];
    ok(await a.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: a.projectUuid, assets: [{ name: 'x.bin', content: bytes }, { name: 'same-again.bin', content: bytes }] }));
    ok(await b.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: b.projectUuid, assets: [{ name: 'y.bin', content: bytes }] }));
    const size = Buffer.from(bytes, 'base64').length;
    expect((await used(a)).usedBytes - beforeA).toBe(size);
    expect((await used(b)).usedBytes - beforeB).toBe(size);
    const hash = createHash('sha256').update(Buffer.from(bytes, 'base64')).digest('hex');
    expect(await api.server.db.selectFrom('blobs').select('hash').where('hash', '=', hash).execute()).toHaveLength(1);
  });

  it('frees a scene\'s bytes when it is deleted for good, not while it waits in the recycle bin', async () => {
    const u = await newSceneUser(api);
    const start = (await used(u)).usedBytes;
    const scene = ok(await save(u, { uuid: null, content: sceneContent(20) }));
    const grown = (await used(u)).usedBytes;
    expect(grown).toBeGreaterThan(start);
    ok(await u.client.repo('GET', `/repo/kf-scene/deleteScene/${scene.uuid}`));
    expect((await used(u)).usedBytes).toBe(grown);
    ok(await u.client.repo('GET', `/repo/kf-scene/update-delete/${u.projectUuid}/${scene.uuid}/1`));
    expect((await used(u)).usedBytes).toBe(start);
  });

  it('refuses a save that would pass the limit with insufficient space left, keeping what was saved', async () => {
    const u = await newSceneUser(api);
    const scene = ok(await save(u, { uuid: null, content: sceneContent(1, 'kept') }));
    const now = (await used(u)).usedBytes;
    await ownBlob(api, u.id, 100 * MB - now - 2000); // 2000 bytes left
    const big = await save(u, { uuid: scene.uuid, version: 1, content: sceneContent(100, 'lost') });
    expect([big.status, big.code, big.msg]).toEqual([413, 405, 'Insufficient space left.']);
    const loaded = ok(await u.client.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${scene.uuid}`));
    expect(loaded.version).toBe(1);
    expect(loaded.content).toBe(sceneContent(1, 'kept'));
    expect(await versionBytes(api, scene.uuid)).toHaveLength(1);
    const created = await save(u, { uuid: null, content: sceneContent(100, 'new') });
    expect([created.status, created.code]).toEqual([413, 405]);
    expect(await api.server.db.selectFrom('scenes').select('uuid').where('user_id', '=', u.id).execute()).toHaveLength(1);
    // What still fits is saved.
    ok(await save(u, { uuid: scene.uuid, version: 1, content: sceneContent(1, 'fits') }));
  });

  it('lets only what fits through when uploads of one user arrive at the same moment', async () => {
    const u = await newSceneUser(api);
    const scene = ok(await save(u, { uuid: null, content: sceneContent(1) }));
    await ownBlob(api, u.id, 100 * MB - (await used(u)).usedBytes - 400 * 1024); // 400 KB left: one of the uploads fits
    const upload = (i: number) => u.client.upload('/repo/kf-scene/import-scene-resource', { scene: scene.uuid }, [
      { field: 'file', name: `part-${i}.bin`, data: new Uint8Array(300 * 1024).map((_, j) => (j * (i + 3)) % 251) },
    ]);
    const replies = await Promise.all([0, 1, 2, 3].map(upload));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 413, 413, 413]);
    const space = await used(u);
    expect(space.usedBytes).toBeLessThanOrEqual(space.limitBytes);
  });

  it('refuses every addition with space usage at maximum once the limit is reached, and reports it as over the limit', async () => {
    const u = await newSceneUser(api);
    const scene = ok(await save(u, { uuid: null, content: sceneContent(1) }));
    await ownBlob(api, u.id, 100 * MB - (await used(u)).usedBytes);
    const space = await used(u);
    expect(space.usedBytes).toBe(space.limitBytes);
    expect(space.overLimit).toBe(true);
    const atMax = 'Space usage is at the maximum.';
    const refusals = [
      await save(u, { uuid: scene.uuid, version: 1, content: sceneContent(1, 'tiny') }),
      await u.client.repo('POST', '/repo/kf-scene/createScene', undefined, { projectId: u.projectUuid, templateId: 'empty', name: 'New' }),
      await u.client.repo('POST', '/repo/kf-scene/copy-scene', { uuid: scene.uuid }),
      await u.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: u.projectUuid, assets: [{ name: 'a.bin', content: 'AAAA' }] }),
      await u.client.upload('/repo/kf-scene/upload-image', { scene: scene.uuid }, [{ field: 'file', name: 'p.png', data: 'png' }]),
    ];
    for (const reply of refusals) expect([reply.status, reply.code, reply.msg]).toEqual([413, 405, atMax]);
    expect(ok(await u.client.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${scene.uuid}`)).version).toBe(1);
  });
});
