import { createHash, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeBackends, ok, type TestApi } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';
import type { ResourceVo } from '../../sdk/contract/resource.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';

// Every stored byte counted in one running total per user (issue 12 items 4 and 13).
const MB = 1024 * 1024;
type UsedSpace = { usedBytes: number };

const used = async (u: SceneUser) => ok(await u.client.repo<UsedSpace>('GET', '/repo/kf-project/get-used-space')).usedBytes;
const recount = (api: TestApi, u: SceneUser) => api.server.services.quota.recount(u.id);
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** Fixture: the user owns `size` bytes more (a blob row, its reference and the running total). */
async function ownBlob(api: TestApi, userId: string, size: number): Promise<void> {
  const hash = createHash('sha256').update(randomUUID()).digest('hex');
  await api.server.db.insertInto('blobs').values({ hash, size, created_at: api.clock.now() }).execute();
  await api.server.db.insertInto('blob_refs').values({ id: randomUUID(), user_id: userId, hash, kind: 'fixture', ref_id: randomUUID(), created_at: api.clock.now() }).execute();
  await api.server.db.updateTable('users').set((eb) => ({ used_bytes: eb('used_bytes', '+', size) })).where('id', '=', userId).execute();
}

async function newScene(u: SceneUser, name = 'S'): Promise<string> {
  return ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name, content: sceneContent() })).uuid;
}

describeBackends('used storage: one running total', (api) => {
  it('counts data resources, scene previews and project lists, and follows their changes', async () => {
    const u = await newSceneUser(api);
    const sceneUuid = await newScene(u);
    let expected = await used(u);
    const data = { text: 'x'.repeat(20_000) };
    const material = ok(await u.client.repo<ResourceVo>('POST', '/repo/kf-material/update-pro-info', { projectId: u.projectUuid, name: 'M', data }));
    expected += bytes(data);
    expect(await used(u)).toBe(expected);
    const smaller = { text: 'y'.repeat(5_000) };
    ok(await u.client.repo('POST', '/repo/kf-material/update-pro-info', { uuid: material.uuid, projectId: u.projectUuid, name: 'M', data: smaller }));
    expected += bytes(smaller) - bytes(data);
    expect(await used(u)).toBe(expected);

    const preview = `data:image/png;base64,${'A'.repeat(30_000)}`;
    ok(await u.client.repo('POST', '/repo/kf-scene/updateScene', { uuid: sceneUuid, preview }));
    expected += preview.length;
    expect(await used(u)).toBe(expected);

    const project = ok(await u.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Lists' }));
    expected += 3 * bytes([]); // groups, routes and info points
    expect(await used(u)).toBe(expected);
    const groups = [{ name: 'g'.repeat(40_000) }];
    ok(await u.client.repo('POST', '/repo/kf-project/updateProject', { uuid: project.uuid, groups }));
    expected += bytes(groups) - bytes([]);
    expect(await used(u)).toBe(expected);
    expect(await recount(api, u)).toBe(expected);
  });

  it('refuses those writes over the quota, changing nothing (100 MB user storing through data, preview and groups)', async () => {
    const u = await newSceneUser(api);
    const sceneUuid = await newScene(u);
    await ownBlob(api, u.id, 100 * MB - (await used(u)) - 1000); // 1000 bytes left
    const before = await used(u);
    const big = 'z'.repeat(5000);
    const replies = [
      await u.client.repo('POST', '/repo/kf-material/update-pro-info', { projectId: u.projectUuid, name: 'M', data: { big } }),
      await u.client.repo('POST', '/repo/kf-part/update-pro-part', { projectId: u.projectUuid, name: 'P', data: big }),
      await u.client.repo('POST', '/repo/kf-scene/updateScene', { uuid: sceneUuid, preview: `data:image/png;base64,${big}` }),
      await u.client.repo('POST', '/repo/kf-project/updateProject', { uuid: u.projectUuid, groups: [big] }),
      await u.client.repo('POST', '/repo/kf-project/createProject', { name: 'New', desRoutes: [big] }),
    ];
    for (const r of replies) expect([r.status, r.code, r.msg]).toEqual([413, 405, 'Insufficient space left.']);
    expect(await used(u)).toBe(before);
    expect(await api.server.db.selectFrom('resources').select('uuid').where('user_id', '=', u.id).execute()).toEqual([]);
  });

  it('keeps the running total equal to a full recount through uploads, copies, replaces, deletes and purges', async () => {
    const u = await newSceneUser(api);
    const check = async (step: string) => expect(await used(u), step).toBe(await recount(api, u));
    const sceneUuid = await newScene(u, 'Recount');
    await check('new scene');
    ok(await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: sceneUuid, projectUuid: u.projectUuid, name: 'Recount', content: sceneContent(30), version: 1 }));
    await check('second version');
    const upload = async (data: string) => (await u.client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene: sceneUuid }, [{ field: 'file', name: 'f.png', data }])).data[0];
    const res = await upload('first-bytes'.repeat(100));
    await check('upload');
    ok(await u.client.repo('POST', '/repo/kf-scene/copy-resource', { uuid: res.uuid }));
    await check('copy (same bytes, counted once)');
    ok(await u.client.upload('/repo/kf-scene/replace-scene-resource', { uuid: res.uuid }, [{ field: 'file', name: 'g.png', data: 'other-bytes'.repeat(300) }]));
    await check('replace');
    const material = ok(await u.client.repo<ResourceVo>('POST', '/repo/kf-material/update-pro-info', { projectId: u.projectUuid, name: 'M', data: { a: 'b'.repeat(999) } }));
    ok(await u.client.repo('POST', '/repo/kf-material/copy-material', { uuid: material.uuid }));
    await check('copy of a data resource');
    ok(await u.client.repo('DELETE', `/repo/kf-material/delete-material/${material.uuid}`));
    ok(await u.client.repo('DELETE', `/repo/kf-scene/deleteSceneResource/${res.uuid}`));
    await check('deletes');
    ok(await u.client.repo('POST', '/repo/kf-scene/updateScene', { uuid: sceneUuid, preview: `data:image/png;base64,${'p'.repeat(755)}` }));
    ok(await u.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: u.projectUuid, assets: [{ name: 'a.bin', content: 'AAECAwQF' }] }));
    await check('preview and asset');
    ok(await u.client.repo('GET', `/repo/kf-scene/deleteScene/${sceneUuid}`));
    ok(await u.client.repo('GET', `/repo/kf-scene/update-delete/${u.projectUuid}/${sceneUuid}/1`));
    await check('scene purged');
    const project = ok(await u.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Doomed', groups: ['x'.repeat(500)] }));
    ok(await u.client.repo('GET', `/repo/kf-project/update-delete/${project.uuid}`));
    ok(await u.client.repo('DELETE', `/repo/kf-project/del/${project.uuid}`));
    await check('project purged');
  });

  it('reads the running total for the quota instead of summing what the user owns', async () => {
    const u = await newSceneUser(api);
    const sceneUuid = await newScene(u);
    await api.server.db.updateTable('users').set({ used_bytes: 100 * MB }).where('id', '=', u.id).execute();
    expect(await recount(api, u)).toBeLessThan(MB);
    const reply = await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: sceneUuid, projectUuid: u.projectUuid, name: 'S', content: sceneContent(), version: 1 });
    expect([reply.status, reply.code, reply.msg]).toEqual([413, 405, 'Space usage is at the maximum.']);
  });
});
