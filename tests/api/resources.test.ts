import { expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { describeBackends, ok } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';
import type { ResourceGroup, ResourceVo, SceneResources } from '../../sdk/contract/resource.js';

async function sceneOf(u: SceneUser): Promise<string> {
  return ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'R', content: sceneContent() })).uuid;
}

describeBackends('resources', (api) => {
  it('imports a scene resource: code 200, data[0] with uuid and pubResUuid, name cut to 50 characters', async () => {
    const u = await newSceneUser(api);
    const scene = await sceneOf(u);
    const long = `${'n'.repeat(70)}.glb`;
    const reply = await u.client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene, groups: '["Models"]' }, [{ field: 'file', name: long, data: 'glb-bytes' }]);
    expect(reply.status).toBe(200);
    expect(reply.code).toBe(200);
    expect(reply.data[0].uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.data[0].pubResUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.data[0].url).toBe(`/resources/${reply.data[0].pubResUuid}`);
    expect(reply.data[0].name).toBe('n'.repeat(50));
    expect(reply.data[0]).toMatchObject({ typeId: 'model', groups: ['Models'], sceneId: scene, projectId: u.projectUuid, size: 9 });
    const file = await u.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: reply.data[0].uuid });
    expect(file.bytes.toString()).toBe('glb-bytes');
  });

  it('imports a .gltf with its .bin only when their names match', async () => {
    const u = await newSceneUser(api);
    const scene = await sceneOf(u);
    const pair = await u.client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene }, [{ field: 'file', name: 'car.gltf', data: '{}' }, { field: 'file', name: 'car.bin', data: 'bin' }]);
    expect(pair.code).toBe(200);
    expect(pair.data.map((r) => r.name)).toEqual(['car', 'car']);
    const before = await api.server.db.selectFrom('resources').select('uuid').where('user_id', '=', u.id).execute();
    const mismatch = await u.client.upload('/repo/kf-scene/import-scene-resource', { scene }, [{ field: 'file', name: 'car.gltf', data: '{}' }, { field: 'file', name: 'truck.bin', data: 'bin' }]);
    expect([mismatch.status, mismatch.code]).toEqual([400, 405]);
    expect(mismatch.msg).toMatch(/must match its \.bin/);
    expect(await api.server.db.selectFrom('resources').select('uuid').where('user_id', '=', u.id).execute()).toHaveLength(before.length);
  });

  it('uploads images: extension rule, one at a time, save the scene first', async () => {
    const u = await newSceneUser(api);
    const scene = await sceneOf(u);
    for (const ext of ['png', 'jpg', 'jpeg', 'tga', 'bmp', 'dds', 'webp', 'basis', 'ktx2', 'hdr']) {
      const r = await u.client.upload<ResourceVo>('/repo/kf-scene/upload-image', { scene }, [{ field: 'file', name: `img.${ext}`, data: `bytes-${ext}` }]);
      expect(r.code, ext).toBe(0);
      expect(r.data.typeId).toBe('image');
    }
    const gif = await u.client.upload('/repo/kf-scene/upload-image', { scene }, [{ field: 'file', name: 'anim.gif', data: 'x' }]);
    expect([gif.status, gif.code]).toEqual([400, 405]);
    expect(gif.msg).toContain('.gif');
    const two = await u.client.upload('/repo/kf-scene/upload-image', { scene }, [{ field: 'file', name: 'a.png', data: 'a' }, { field: 'file', name: 'b.png', data: 'b' }]);
    expect(two.status).toBe(400);
    const unsaved = await u.client.upload('/repo/kf-scene/upload-image', { scene: '+1763770000000' }, [{ field: 'file', name: 'a.png', data: 'a' }]);
    expect(unsaved.status).toBe(400);
    expect(unsaved.msg).toMatch(/save the scene first/);
    const none = await u.client.upload('/repo/kf-scene/upload-image', { scene }, []);
    expect(none.status).toBe(400);
  });

  it('loads scene resources per group, regroups, renames, copies, replaces and deletes them', async () => {
    const u = await newSceneUser(api);
    const scene = await sceneOf(u);
    const up = async (name: string, groups: string[]) => ok(await u.client.upload<ResourceVo>('/repo/kf-scene/upload-image', { scene, groups: groups.join(',') }, [{ field: 'file', name, data: name }]));
    const a = await up('a.png', ['Walls']);
    const b = await up('b.png', []);
    let res = ok(await u.client.repo<SceneResources>('GET', `/repo/kf-scene/load-resources/${scene}`));
    expect(res.sceneImgList.AllPictures.map((r) => r.name)).toEqual(['a', 'b']);
    expect(res.sceneImgGroups).toEqual(['Walls']);
    expect(res.sceneImgList.Walls.map((r) => r.name)).toEqual(['a']);
    ok(await u.client.repo('POST', '/repo/kf-scene/update-resource-groups', { uuids: [b.uuid], groups: ['Walls', 'Floors'] }));
    res = ok(await u.client.repo<SceneResources>('GET', `/repo/kf-scene/load-resources/${scene}/Floors`));
    expect(res.resources.map((r) => r.name)).toEqual(['b']);
    ok(await u.client.repo('POST', '/repo/kf-scene/update-groups-by-uuid', { uuids: [b.uuid], groups: ['Floors'] }));
    ok(await u.client.repo('DELETE', '/repo/kf-scene/delete-resource-groups', { uuids: [a.uuid], groups: ['Walls'] }));
    res = ok(await u.client.repo<SceneResources>('GET', `/repo/kf-scene/load-resources/${scene}`));
    expect(res.sceneImgGroups).toEqual(['Floors']);
    expect(ok(await u.client.repo<ResourceVo>('POST', '/repo/kf-scene/update-resource-info', { uuid: a.uuid, name: 'renamed' })).name).toBe('renamed');
    expect((await u.client.repo('POST', '/repo/kf-scene/update-resource-info', { uuid: a.uuid, name: '' })).status).toBe(400);

    const other = await sceneOf(u);
    const copy = ok(await u.client.repo<ResourceVo>('POST', '/repo/kf-scene/copy-resource', { uuid: a.uuid, sceneId: other }));
    expect(copy.sceneId).toBe(other);
    expect(copy.uuid).not.toBe(a.uuid);
    const pubCopy = ok(await u.client.repo<ResourceVo>('POST', '/repo/kf-pub-resource/copy-resource', { uuid: a.uuid, projectId: u.projectUuid }));
    expect(pubCopy.sceneId).toBeNull();
    const replaced = ok(await u.client.upload<ResourceVo>('/repo/kf-scene/replace-scene-resource', { uuid: a.uuid }, [{ field: 'file', name: 'new.png', data: 'new-bytes' }]));
    expect(replaced.uuid).toBe(a.uuid);
    expect((await u.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: a.pubResUuid })).bytes.toString()).toBe('new-bytes');
    expect((await u.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: copy.uuid })).bytes.toString()).toBe('a.png');

    ok(await u.client.repo('DELETE', `/repo/kf-scene/deleteSceneResource/${a.uuid}`));
    ok(await u.client.repo('DELETE', `/repo/kf-pub-resource/delete-resource/${copy.uuid}`));
    expect((await u.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: a.uuid })).status).toBe(404);
    const list = ok(await u.client.repo<{ rows: ResourceVo[]; pageInfo: { totalRows: number } }>('POST', '/repo/kf-pub-resource/query-resource-list', { projectId: u.projectUuid, typeId: 'image', pageSize: 1 }));
    expect(list.pageInfo.totalRows).toBe(2);
    expect(list.rows).toHaveLength(1);
  });

  it('keeps resource groups as a tree with the group name rules', async () => {
    const u = await newSceneUser(api);
    const save = (name: string, parentId?: string) => u.client.repo<ResourceGroup>('POST', '/repo/kf-pub-resource/save-group', { projectId: u.projectUuid, typeId: 'image', name, parentId });
    const walls = ok(await save('Walls'));
    const brick = ok(await save('Brick', walls.id));
    ok(await save('Floors'));
    for (const [bad, pattern] of [['', /empty/], ['a/b', /special characters/], ['a*b', /special characters/], ['x'.repeat(51), /too long/]] as const) {
      const r = await save(bad);
      expect(r.status, bad).toBe(400);
      expect(r.msg).toMatch(pattern);
    }
    const dup = await save('Walls');
    expect([dup.status, dup.code]).toEqual([409, 409]);
    expect(dup.msg).toMatch(/group exists/i);
    const inner = ok(await save('Walls', walls.id)); // same name under another parent is fine
    expect(inner.parentId).toBe(walls.id);
    let tree = ok(await u.client.repo<ResourceGroup[]>('GET', '/repo/kf-pub-resource/get-group-tree', undefined, { projectId: u.projectUuid }));
    expect(tree.map((g) => g.name)).toEqual(['Walls', 'Floors']);
    expect(tree[0].children.map((g) => g.name).sort()).toEqual(['Brick', 'Walls']);

    const scene = await sceneOf(u);
    const pic = ok(await u.client.upload<ResourceVo>('/repo/kf-scene/upload-image', { scene, groups: 'Brick' }, [{ field: 'file', name: 'p.png', data: 'p' }]));
    const renamed = ok(await u.client.repo<ResourceGroup>('POST', '/repo/kf-pub-resource/update-group', { id: brick.id, projectId: u.projectUuid, typeId: 'image', name: 'Stone', parentId: null }));
    expect(renamed).toMatchObject({ name: 'Stone', parentId: null });
    expect(ok(await u.client.repo<SceneResources>('GET', `/repo/kf-scene/load-resources/${scene}`)).resources.find((r) => r.uuid === pic.uuid)?.groups).toEqual(['Stone']);
    expect((await u.client.repo('POST', '/repo/kf-pub-resource/update-group', { id: walls.id, projectId: u.projectUuid, name: 'Floors' })).status).toBe(409);
    const cycle = await u.client.repo('POST', '/repo/kf-pub-resource/update-group', { id: walls.id, projectId: u.projectUuid, parentId: inner.id });
    expect(cycle.status).toBe(400);
    expect(ok(await u.client.repo<{ deleted: number }>('DELETE', `/repo/kf-pub-resource/delete-group/${walls.id}`)).deleted).toBe(2);
    tree = ok(await u.client.repo<ResourceGroup[]>('GET', '/repo/kf-pub-resource/get-group-tree', undefined, { projectId: u.projectUuid }));
    expect(tree.map((g) => g.name).sort()).toEqual(['Floors', 'Stone']);
  });

  it('keeps materials, parts and theme presets of a project (info-point sets: info-points.test.ts)', async () => {
    const u = await newSceneUser(api);
    for (const [service, update, find, copy, del] of [
      ['kf-material', 'update-pro-info', 'find-pro-material', 'copy-material', 'delete-material'],
      ['kf-part', 'update-pro-part', 'find-pro-part', 'copy-part', 'delete-part'],
      ['kf-configurator3d', 'update-pro-cfg3d', 'get-pro-cfg3d', 'copy-cfg3d', 'delete-cfg3d'],
    ] as const) {
      const made = ok(await u.client.repo<ResourceVo>('POST', `/repo/${service}/${update}`, { projectId: u.projectUuid, name: 'Item', data: { color: [1, 0, 0] } }));
      expect(made.data).toEqual({ color: [1, 0, 0] });
      const changed = ok(await u.client.repo<ResourceVo>('POST', `/repo/${service}/${update}`, { uuid: made.uuid, projectId: u.projectUuid, name: 'Item2', data: { color: [0, 1, 0] } }));
      expect(changed.uuid).toBe(made.uuid);
      const copied = ok(await u.client.repo<ResourceVo>('POST', `/repo/${service}/${copy}`, { uuid: made.uuid }));
      expect(copied.name).toBe('Item2.1');
      const listed = ok(await u.client.repo<ResourceVo[]>('GET', `/repo/${service}/${find}`, undefined, { projectId: u.projectUuid }));
      expect(listed.map((r) => r.name)).toEqual(['Item2', 'Item2.1']);
      ok(await u.client.repo('DELETE', `/repo/${service}/${del}/${copied.uuid}`));
      expect(ok(await u.client.repo<ResourceVo[]>('GET', `/repo/${service}/${find}`, undefined, { projectId: u.projectUuid }))).toHaveLength(1);
    }
    const file = (await u.client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene: await sceneOf(u) }, [{ field: 'file', name: 'm.glb', data: 'm' }])).data[0];
    const f3d = ok(await u.client.repo<ResourceVo>('POST', '/repo/kf-pub-resource/update-file-3d', { uuid: file.uuid, projectId: u.projectUuid, name: 'Machine', groups: ['Plant'], data: { scale: 2 } }));
    expect(f3d).toMatchObject({ name: 'Machine', groups: ['Plant'], data: { scale: 2 } });
  });

  it('saves the info-point icons of a project with unique names', async () => {
    const u = await newSceneUser(api);
    const saved = ok(await u.client.repo<{ name: string }[]>('POST', '/repo/kf-resource/save-info-points', {
      projectId: u.projectUuid, infoPoints: [{ name: 'pin', url: 'resources/a.png' }, { name: 'pin', url: 'b.png' }, { name: 'pin', url: 'c.png', category: 'alert' }],
    }));
    expect(saved.map((p) => p.name)).toEqual(['pin', 'pin.1', 'pin.2']);
    const project = await api.server.db.selectFrom('projects').select('info_points').where('uuid', '=', u.projectUuid).executeTakeFirstOrThrow();
    expect((JSON.parse(project.info_points) as { name: string; category: string }[]).map((p) => `${p.name}:${p.category}`)).toEqual(['pin:general', 'pin.1:general', 'pin.2:alert']);
  });

  it('checks the storage quota on every upload', async () => {
    const u = await newSceneUser(api);
    const scene = await sceneOf(u);
    // the user already holds 99.5 MB (a stored blob they own)
    const hash = 'f'.repeat(64);
    await api.server.db.insertInto('blobs').values({ hash, size: 99.5 * 1024 * 1024, created_at: api.clock.now() }).onConflict((oc) => oc.column('hash').doNothing()).execute();
    await api.server.db.insertInto('blob_refs').values({ id: randomUUID(), user_id: u.id, hash, kind: 'test', ref_id: 'x', created_at: api.clock.now() }).execute();
    await api.server.db.updateTable('users').set((eb) => ({ used_bytes: eb('used_bytes', '+', 99.5 * 1024 * 1024) })).where('id', '=', u.id).execute(); // the running total
    const small = new Uint8Array(256 * 1024).map((_, i) => i % 251);
    expect((await u.client.upload('/repo/kf-scene/import-scene-resource', { scene }, [{ field: 'file', name: 'small.bin', data: small }])).code).toBe(200);
    const big = new Uint8Array(1024 * 1024).map((_, i) => i % 249);
    const before = await api.server.db.selectFrom('resources').select('uuid').where('user_id', '=', u.id).execute();
    for (const [path, name] of [['/repo/kf-scene/import-scene-resource', 'big.bin'], ['/repo/kf-scene/upload-image', 'big.png']] as const) {
      const over = await u.client.upload(path, { scene }, [{ field: 'file', name, data: big }]);
      expect([over.status, over.code], path).toEqual([413, 405]);
      expect(over.msg).toMatch(/Insufficient space left/);
    }
    const asset = await u.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: u.projectUuid, assets: [{ name: 'big', content: Buffer.from(big).toString('base64') }] });
    expect(asset.status).toBe(413);
    expect(await api.server.db.selectFrom('resources').select('uuid').where('user_id', '=', u.id).execute()).toHaveLength(before.length);

    const pro = await newSceneUser(api, 'PROFESSIONAL');
    await api.server.db.insertInto('blob_refs').values({ id: randomUUID(), user_id: pro.id, hash, kind: 'test', ref_id: 'x', created_at: api.clock.now() }).execute();
    const fits = await pro.client.upload('/repo/kf-scene/import-scene-resource', { scene: await sceneOf(pro) }, [{ field: 'file', name: 'big.bin', data: big }]);
    expect(fits.code).toBe(200);
  });
});
