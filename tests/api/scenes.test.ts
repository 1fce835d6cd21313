import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeBackends, ok } from './support/server.js';
import { demoUser, newSceneUser, sceneContent } from './scenes-fixtures.js';
import type { SaveSceneReply, SceneConflict, SceneRow, SceneVo } from '../../sdk/contract/scene.js';

describeBackends('scenes', (api) => {
  it('seeds "Demo scene" in the demo project with a valid document', async () => {
    const demo = await demoUser(api);
    const rows = ok(await demo.client.repo<SceneRow[]>('GET', `/repo/kf-scene/findAll/${demo.projectUuid}`));
    const row = rows.find((r) => r.name === 'Demo scene');
    expect(row?.projectUuid).toBe(demo.projectUuid);
    const scene = ok(await demo.client.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${row!.uuid}`));
    const doc = JSON.parse(scene.content) as { nodes: Record<string, { type: string }> };
    expect(doc.nodes.scene.type).toBe('Scene');
    expect(Object.values(doc.nodes).map((n) => n.type)).toEqual(expect.arrayContaining(['TransformNode', 'Mesh', 'PointLight']));
  });

  it('saves a temporary uuid as a new scene with a server uuid, then versions every save', async () => {
    const u = await newSceneUser(api);
    for (const temp of [null, '+1763770000000', 1763770000123]) {
      const saved = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: temp, projectUuid: u.projectUuid, name: `T ${String(temp)}`, content: sceneContent(1) }));
      expect(saved.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(saved.version).toBe(1);
      expect(saved.lastModifiedBy).toBe(u.username);
    }
    const first = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Versioned', content: sceneContent(1, 'a'), category: 'Rooms' }));
    api.clock.advance(1000);
    const second = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: first.uuid, projectUuid: u.projectUuid, name: 'Versioned', content: sceneContent(2, 'b'), version: 1 }));
    expect(second.version).toBe(2);
    expect(second.lastModifiedTime).toBeGreaterThan(first.lastModifiedTime);
    const versions = ok(await u.client.repo<{ version: number; updateBy: string; updateTime: number }[]>('GET', `/repo/kf-scene/find-scene-version/${first.uuid}`));
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions.every((v) => v.updateBy === u.username && v.updateTime > 0)).toBe(true);
    const v1 = ok(await u.client.repo<SceneVo>('GET', `/repo/kf-scene/loadSceneByIdAndVersion/${first.uuid}/true/1`));
    expect(v1.content).toBe(sceneContent(1, 'a'));
    expect(v1.version).toBe(1);
    expect(v1.selectedVersion).toMatch(/^1, .*, scenes_/);
    const latest = ok(await u.client.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${first.uuid}`));
    expect(latest.content).toBe(sceneContent(2, 'b'));
    expect(latest.category).toBe('Rooms');
    expect(latest.versions).toHaveLength(2);
    const missing = await u.client.repo('GET', `/repo/kf-scene/loadSceneByIdAndVersion/${first.uuid}/true/9`);
    expect(missing.status).toBe(404);
  });

  it('refuses a stale save with 409 "scene modified by others" unless forced', async () => {
    const u = await newSceneUser(api);
    const s = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Shared', content: sceneContent(1) }));
    ok(await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: s.uuid, projectUuid: u.projectUuid, name: 'Shared', content: sceneContent(2), version: 1 }));
    const check = ok(await u.client.repo<{ canSave: boolean; latestVersion: number }>('GET', `/repo/kf-scene/check-before-save/${s.uuid}/1`));
    expect(check).toMatchObject({ canSave: false, latestVersion: 2 });
    const stale = await u.client.repo<SceneConflict>('POST', '/repo/kf-scene/saveScene', { uuid: s.uuid, projectUuid: u.projectUuid, name: 'Shared', content: sceneContent(3), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.code).toBe(409);
    expect(stale.msg).toMatch(/modified by others/);
    expect(stale.data).toMatchObject({ conflict: 'scene-modified', latestVersion: 2, baseVersion: 1, lastModifiedBy: u.username });
    const kept = ok(await u.client.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${s.uuid}`));
    expect(kept.content).toBe(sceneContent(2));
    const zh = await u.client.withLocale('zh-CN').repo('POST', '/repo/kf-scene/saveScene', { uuid: s.uuid, projectUuid: u.projectUuid, name: 'Shared', content: sceneContent(3), version: 1 });
    expect(zh.msg).toContain('他人修改');
    const forced = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: s.uuid, projectUuid: u.projectUuid, name: 'Shared', content: sceneContent(3), version: 1, saveAsNew: true }));
    expect(forced.version).toBe(3);
    expect(ok(await u.client.repo<{ canSave: boolean }>('GET', `/repo/kf-scene/check-before-save/${s.uuid}/3`)).canSave).toBe(true);
  });

  it('lets exactly one of two concurrent saves on the same version win', async () => {
    const u = await newSceneUser(api);
    const s = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Race', content: sceneContent(1) }));
    const replies = await Promise.all([2, 3, 4].map((n) => u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: s.uuid, projectUuid: u.projectUuid, name: 'Race', content: sceneContent(n), version: 1 })));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 409)).toHaveLength(2);
    const versions = ok(await u.client.repo<{ version: number }[]>('GET', `/repo/kf-scene/find-scene-version/${s.uuid}`));
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it('saves every one of 20 concurrent saves that name no version, each as its own version (both databases alike)', async () => {
    const u = await newSceneUser(api);
    const s = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Many', content: sceneContent(1) }));
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: s.uuid, projectUuid: u.projectUuid, name: 'Many', content: sceneContent(i + 2) })));
    expect(replies.map((r) => r.code)).toEqual(Array(20).fill(0));
    expect(replies.map((r) => r.data.version).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    const versions = ok(await u.client.repo<{ version: number }[]>('GET', `/repo/kf-scene/find-scene-version/${s.uuid}`));
    expect(versions).toHaveLength(21);
  });

  it('validates names and content on save', async () => {
    const u = await newSceneUser(api);
    const empty = await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: '  ', content: sceneContent() });
    expect([empty.status, empty.code]).toEqual([400, 405]);
    expect(empty.msg).toMatch(/empty/);
    const long = await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: '场'.repeat(17), content: sceneContent() });
    expect(long.status).toBe(400);
    expect(long.msg).toMatch(/too long/);
    const bad = await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'ok', content: '{nope' });
    expect(bad.status).toBe(400);
    const noProject = await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: null, name: 'ok', content: sceneContent() });
    expect(noProject.status).toBe(400);
    expect(noProject.code).toBe(405);
  });

  it('lists templates and creates scenes from them', async () => {
    const u = await newSceneUser(api);
    const templates = ok(await u.client.repo<{ uuid: string; name: string }[]>('GET', '/repo/kf-scene/findAllTemplates'));
    expect(templates.map((t) => t.uuid)).toEqual(expect.arrayContaining(['empty', 'basic-lit']));
    const lit = ok(await u.client.repo<SceneVo>('POST', '/repo/kf-scene/createScene', undefined, { projectId: u.projectUuid, templateId: 'basic-lit', name: 'Lit', category: 'Halls' }));
    expect(lit.version).toBe(1);
    expect(lit.category).toBe('Halls');
    const types = Object.values((JSON.parse(lit.content) as { nodes: Record<string, { type: string }> }).nodes).map((n) => n.type);
    expect(types).toEqual(expect.arrayContaining(['Scene', 'HemisphericLight', 'DirectionalLight', 'Mesh']));
    const empty = ok(await u.client.repo<SceneVo>('POST', '/repo/kf-scene/createScene', undefined, { projectId: u.projectUuid, templateId: 'empty', name: 'Empty' }));
    expect(Object.keys((JSON.parse(empty.content) as { nodes: object }).nodes)).toEqual(['scene']);
    expect(empty.category).toBe('Default');
    const unknown = await u.client.repo('POST', '/repo/kf-scene/createScene', undefined, { projectId: u.projectUuid, templateId: 'nope', name: 'X' });
    expect(unknown.status).toBe(404);
  });

  it('lists by category, renames and deletes categories, updates, judges names and copies', async () => {
    const u = await newSceneUser(api);
    const mk = (name: string, category?: string) => u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name, content: sceneContent(), category });
    const a = ok(await mk('A', 'Halls'));
    ok(await mk('B', 'Halls'));
    ok(await mk('C'));
    expect(ok(await u.client.repo<SceneRow[]>('GET', `/repo/kf-scene/findAll/${u.projectUuid}`, undefined, { category: 'Halls' })).map((r) => r.name).sort()).toEqual(['A', 'B']);
    expect(ok(await u.client.repo<SceneRow[]>('GET', `/repo/kf-scene/findAll/${u.projectUuid}`, undefined, { category: 'All' }))).toHaveLength(3);
    expect(ok(await u.client.repo<{ category: string; count: number }[]>('GET', `/repo/kf-scene/get-category-scene-count/${u.projectUuid}`)))
      .toEqual([{ category: 'Default', count: 1 }, { category: 'Halls', count: 2 }]);
    expect(ok(await u.client.repo<{ moved: number }>('POST', '/repo/kf-scene/update-category', undefined, { projectId: u.projectUuid, sourceCategory: 'Halls', targetCategory: 'Rooms' })).moved).toBe(2);
    expect(ok(await u.client.repo<{ moved: number }>('POST', '/repo/kf-scene/delete-category', undefined, { projectId: u.projectUuid, category: 'Rooms' })).moved).toBe(2);
    expect(ok(await u.client.repo<SceneRow[]>('GET', `/repo/kf-scene/findAll/${u.projectUuid}`, undefined, { category: 'Default' }))).toHaveLength(3);

    const updated = ok(await u.client.repo<SceneRow>('POST', '/repo/kf-scene/updateScene', { uuid: a.uuid, name: 'A2', category: 'Zone' }));
    expect(updated).toMatchObject({ name: 'A2', category: 'Zone', version: 1 });
    expect(ok(await u.client.repo('GET', `/repo/kf-scene/judgeScene/${u.projectUuid}/A2`))).toMatchObject({ valid: false, exists: true });
    expect(ok(await u.client.repo('GET', `/repo/kf-scene/judgeScene/${u.projectUuid}/Fresh`))).toMatchObject({ valid: true, exists: false });
    expect(ok(await u.client.repo('GET', `/repo/kf-scene/judgeScene/${u.projectUuid}/${encodeURIComponent('x'.repeat(51))}`))).toMatchObject({ valid: false, problem: 'tooLong' });

    const copy = ok(await u.client.repo<SceneRow>('POST', '/repo/kf-scene/copy-scene', { uuid: a.uuid }));
    expect(copy.name).toBe('A2 copy');
    expect(copy.uuid).not.toBe(a.uuid);
    expect(ok(await u.client.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${copy.uuid}`)).content).toBe(sceneContent());

    const other = await newSceneUser(api);
    expect((await other.client.repo('POST', '/repo/kf-scene/copy-pro-scene', { uuid: a.uuid, projectUuid: other.projectUuid })).status).toBe(404);
    const second = await api.server.db.insertInto('projects').values({ uuid: randomUUID(), user_id: u.id, name: 'Second', kind: 'project', groups: '[]', des_routes: '[]', info_points: '[]', is_default: 0, deleted_at: null, created_at: 0, updated_at: 0 }).returning('uuid').executeTakeFirstOrThrow();
    const moved = ok(await u.client.repo<SceneRow>('POST', '/repo/kf-scene/copy-pro-scene', { uuid: a.uuid, projectUuid: second.uuid }));
    expect(moved).toMatchObject({ name: 'A2', projectUuid: second.uuid });
    expect(ok(await u.client.repo<SceneRow>('POST', '/repo/kf-scene/update-pro-scene', { uuid: moved.uuid, name: 'A3', category: 'Zone2' }))).toMatchObject({ name: 'A3', category: 'Zone2' });
    expect(ok(await u.client.repo<SceneRow[]>('GET', '/repo/kf-scene/find-pro-scene', undefined, { projectId: second.uuid })).map((r) => r.name)).toEqual(['A3']);
    expect(ok(await u.client.repo<SceneRow[]>('GET', '/repo/kf-scene/find-pro-scene', undefined, { projectId: second.uuid, typeId: 'Other' }))).toEqual([]);
  });

  it('moves scenes to the bin and back, and deletes them for good', async () => {
    const u = await newSceneUser(api);
    const s = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Binned', content: sceneContent(), category: 'Halls' }));
    const t = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Gone', content: sceneContent() }));
    ok(await u.client.repo('GET', `/repo/kf-scene/deleteScene/${s.uuid}`));
    expect((await u.client.repo('GET', `/repo/kf-scene/loadScene/${s.uuid}`)).status).toBe(404);
    expect(ok(await u.client.repo<SceneRow[]>('GET', `/repo/kf-scene/findAll/${u.projectUuid}`)).map((r) => r.name)).toEqual(['Gone']);
    expect(ok(await u.client.repo<number>('GET', '/repo/kf-scene/get-delete-count'))).toBe(1);
    const list = ok(await u.client.repo<{ uuid: string; name: string; category: string }[]>('GET', '/repo/kf-scene/query-delete-list', undefined, { date: 7 }));
    expect(list).toEqual([expect.objectContaining({ uuid: s.uuid, name: 'Binned', category: 'Halls', projectUuid: u.projectUuid })]);
    // deleted two days ago (moving the clock would also end the session)
    await api.server.db.updateTable('recycle_bin').set({ deleted_at: api.clock.now() - 2 * 86_400_000 }).where('item_id', '=', s.uuid).execute();
    expect(ok(await u.client.repo<unknown[]>('GET', '/repo/kf-scene/query-delete-list', undefined, { date: 1 }))).toEqual([]);
    ok(await u.client.repo('GET', `/repo/kf-scene/update-delete/${u.projectUuid}/${s.uuid}/0`));
    expect(ok(await u.client.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${s.uuid}`)).name).toBe('Binned');
    expect(ok(await u.client.repo<number>('GET', '/repo/kf-scene/get-delete-count'))).toBe(0);

    ok(await u.client.repo('GET', `/repo/kf-scene/deleteScene/${t.uuid}`));
    ok(await u.client.repo('GET', `/repo/kf-scene/update-delete/${u.projectUuid}/${t.uuid}/1`));
    expect(await api.server.db.selectFrom('scenes').select('uuid').where('uuid', '=', t.uuid).execute()).toEqual([]);
    expect(await api.server.db.selectFrom('scene_versions').select('id').where('scene_uuid', '=', t.uuid).execute()).toEqual([]);
    expect((await u.client.repo('GET', `/repo/kf-scene/update-delete/${u.projectUuid}/${t.uuid}/0`)).status).toBe(404);

    ok(await u.client.repo('GET', `/repo/kf-scene/deleteScene/${s.uuid}`));
    expect(ok(await u.client.repo<number>('GET', '/repo/kf-scene/clear', undefined, { flag: '1' }))).toBe(1);
    expect(ok(await u.client.repo<number>('GET', '/repo/kf-scene/get-delete-count'))).toBe(0);
    expect((await u.client.repo('GET', `/repo/kf-scene/loadScene/${s.uuid}`)).status).toBe(404);
  });

  it('purges scenes kept more than 30 days in the bin', async () => {
    const u = await newSceneUser(api);
    const old = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Old', content: sceneContent() }));
    ok(await u.client.upload('/repo/kf-scene/upload-image', { scene: old.uuid }, [{ field: 'file', name: 'p.png', data: 'old-picture' }]));
    ok(await u.client.repo('GET', `/repo/kf-scene/deleteScene/${old.uuid}`));
    api.clock.advance(31 * 86_400_000);
    await api.server.runJobs();
    api.clock.advance(-31 * 86_400_000);
    expect(await api.server.db.selectFrom('scenes').select('uuid').where('uuid', '=', old.uuid).execute()).toEqual([]);
    expect(await api.server.db.selectFrom('resources').select('uuid').where('scene_uuid', '=', old.uuid).execute()).toEqual([]);
    expect(await api.server.db.selectFrom('blob_refs').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    expect(ok(await u.client.repo<number>('GET', '/repo/kf-scene/get-delete-count'))).toBe(0);
  });

  it('deletes scenes, resources, groups and assets for good with their purged project', async () => {
    const u = await newSceneUser(api);
    const extra = ok(await u.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Doomed' }));
    const s = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: extra.uuid, name: 'In doomed', content: sceneContent() }));
    ok(await u.client.upload('/repo/kf-scene/upload-image', { scene: s.uuid }, [{ field: 'file', name: 'p.png', data: 'doomed-picture' }]));
    ok(await u.client.repo('POST', '/repo/kf-pub-resource/save-group', { projectId: extra.uuid, name: 'G' }));
    ok(await u.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: extra.uuid, assets: [{ name: 'a.bin', content: 'YWJj' }] }));
    ok(await u.client.repo('GET', `/repo/kf-scene/deleteScene/${s.uuid}`));
    ok(await u.client.repo('GET', `/repo/kf-project/update-delete/${extra.uuid}`));
    ok(await u.client.repo('DELETE', `/repo/kf-project/del/${extra.uuid}`));
    const db = api.server.db;
    expect(await db.selectFrom('scenes').select('uuid').where('project_uuid', '=', extra.uuid).execute()).toEqual([]);
    expect(await db.selectFrom('scene_versions').select('id').where('scene_uuid', '=', s.uuid).execute()).toEqual([]);
    expect(await db.selectFrom('resources').select('uuid').where('project_uuid', '=', extra.uuid).execute()).toEqual([]);
    expect(await db.selectFrom('resource_groups').select('id').where('project_uuid', '=', extra.uuid).execute()).toEqual([]);
    expect(await db.selectFrom('scene_assets').select('id').where('project_uuid', '=', extra.uuid).execute()).toEqual([]);
    expect(await db.selectFrom('blob_refs').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    expect(ok(await u.client.repo<number>('GET', '/repo/kf-scene/get-delete-count'))).toBe(0);
  });

  it('stores scene assets once and reports which exist', async () => {
    const u = await newSceneUser(api);
    const bytes = Buffer.from('same bytes for two names');
    const saved = ok(await u.client.repo<{ name: string; sha256: string; url: string }[]>('POST', '/repo/kf-scene/saveSceneAssets', {
      projectUuid: u.projectUuid, assets: [{ name: 'a.bin', content: bytes.toString('base64') }, { name: 'b.bin', content: `data:application/octet-stream;base64,${bytes.toString('base64')}` }],
    }));
    expect(saved[0].sha256).toBe(saved[1].sha256);
    const blobs = await api.server.db.selectFrom('blobs').select('hash').where('hash', '=', saved[0].sha256).execute();
    expect(blobs).toHaveLength(1);
    expect(ok(await u.client.repo<string[]>('POST', '/repo/kf-scene/isAssetsExist', { projectUuid: u.projectUuid, names: ['a.bin', 'zzz', 'b.bin'] }))).toEqual(['a.bin', 'b.bin']);
    const loaded = await u.client.raw('GET', saved[0].url, { headers: { Authentication: u.client.token! } });
    expect(loaded.bytes.toString()).toBe('same bytes for two names');
    const bad = await u.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: u.projectUuid, assets: [{ name: 'x', content: '!!not base64!!' }] });
    expect(bad.status).toBe(400);
  });
});

describe('scene contract', () => {
  it('has a distinct conflict code and key clients can detect', async () => {
    const { SCENE_MODIFIED_CODE, SCENE_MODIFIED_KEY } = await import('../../sdk/contract/scene.js');
    expect(SCENE_MODIFIED_CODE).toBe(409);
    expect(SCENE_MODIFIED_KEY).toBe('scene.modifiedByOthers');
  });
});
