import { expect, it } from 'vitest';
import { describeBackends, ok, type ApiClient } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';
import type { SaveSceneReply, SceneRow, SceneVo } from '../../sdk/contract/scene.js';
import { readKzs } from '../../host/server/modules/archive/kzs-reader.js';
import { corruptedKzs, noManifestKzs, truncatedKzs, zipBombKzs, zipSlipKzs } from '../../host/server/modules/archive/testing/hostile-kzs.js';

async function counts(api: { server: { db: import('../../host/server/db/schema.js').Db } }, u: SceneUser) {
  const db = api.server.db;
  const scenes = await db.selectFrom('scenes').select('uuid').where('user_id', '=', u.id).execute();
  const versions = await db.selectFrom('scene_versions').select('id').where('scene_uuid', 'in', scenes.length ? scenes.map((s) => s.uuid) : ['-']).execute();
  const resources = await db.selectFrom('resources').select('uuid').where('user_id', '=', u.id).execute();
  const assets = await db.selectFrom('scene_assets').select('id').where('user_id', '=', u.id).execute();
  const refs = await db.selectFrom('blob_refs').select('id').where('user_id', '=', u.id).execute();
  return { scenes: scenes.length, versions: versions.length, resources: resources.length, assets: assets.length, refs: refs.length };
}

function importKzs(client: ApiClient, project: string, name: string, bytes: Uint8Array, fileName = 'scene.kzs') {
  return client.upload<SceneRow>('/repo/kf-scene/import-scene', { project, name }, [{ field: 'file', name: fileName, data: bytes, type: 'application/zip' }]);
}

describeBackends('scene archives (.kzs)', (api) => {
  it('exports a scene with its assets and resources and imports it back as the same scene', async () => {
    const u = await newSceneUser(api);
    const content = sceneContent(3, 'exported');
    const withAsset = JSON.stringify({ ...JSON.parse(content), externalResources: [{ uuid: 'a', url: 'textures/wood.png', kind: 'image' }] });
    const s = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', {
      uuid: null, projectUuid: u.projectUuid, name: 'Exported', content: withAsset, category: 'Halls', logic: 'run()', logicXml: '<xml/>',
    }));
    ok(await u.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: u.projectUuid, assets: [{ name: 'textures/wood.png', content: Buffer.from('wood-bytes').toString('base64') }] }));
    const upload = await u.client.upload<{ uuid: string }[]>('/repo/kf-scene/import-scene-resource', { scene: s.uuid, name: 'pic' }, [{ field: 'file', name: 'pic.png', data: 'png-bytes' }]);
    expect(upload.code).toBe(200);

    const download = await u.client.repo('GET', `/repo/kf-scene/export-scene-kzs/${s.uuid}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('Exported.kzs');
    const archive = readKzs(new Uint8Array(download.bytes));
    expect(archive.scene.content).toBe(withAsset);
    const names = archive.manifest.assets.map((a) => a.name).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^resources\/image\/[0-9a-f-]{36}\/pic\.png$/);
    expect(names[1]).toBe('textures/wood.png');
    const again = await u.client.repo('GET', `/repo/kf-scene/export-scene/${s.uuid}`, undefined, { version: 1 });
    expect(readKzs(new Uint8Array(again.bytes)).scene.content).toBe(withAsset);

    const other = await newSceneUser(api);
    const imported = ok(await importKzs(other.client, other.projectUuid, 'Imported', download.bytes));
    const back = ok(await other.client.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${imported.uuid}`));
    expect(back.content).toBe(withAsset);
    expect(back.logic).toBe('run()');
    expect(back.logicXml).toBe('<xml/>');
    expect(back.category).toBe('Halls');
    expect(back.name).toBe('Imported');
    expect(ok(await other.client.repo<string[]>('POST', '/repo/kf-scene/isAssetsExist', { projectUuid: other.projectUuid, names: ['textures/wood.png'] }))).toEqual(['textures/wood.png']);
    const res = ok(await other.client.repo<{ resources: { name: string; pubResUuid: string }[] }>('GET', `/repo/kf-scene/load-resources/${imported.uuid}`));
    expect(res.resources.map((r) => r.name)).toEqual(['pic']);
    const file = await other.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: res.resources[0].pubResUuid });
    expect(file.bytes.toString()).toBe('png-bytes');
  });

  it('merges an archive into an existing scene as a new version', async () => {
    const u = await newSceneUser(api);
    const source = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Src', content: sceneContent(4, 'merged') }));
    const target = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Target', content: sceneContent(1) }));
    const kzs = await u.client.repo('GET', `/repo/kf-scene/export-scene/${source.uuid}`);
    const merged = ok(await u.client.upload<SaveSceneReply>('/repo/kf-scene/import-scene-merge', { project: u.projectUuid, sceneId: target.uuid }, [{ field: 'file', name: 'src.kzs', data: kzs.bytes }]));
    expect(merged.version).toBe(2);
    const loaded = ok(await u.client.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${target.uuid}`));
    expect(loaded.content).toBe(sceneContent(4, 'merged'));
    expect(loaded.name).toBe('Target');
  });

  it('refuses hostile or broken archives and changes nothing', async () => {
    const u = await newSceneUser(api);
    const target = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Keep', content: sceneContent(1) }));
    const before = await counts(api, u);
    const cases: [string, Uint8Array, string, RegExp][] = [
      ['zip-slip', zipSlipKzs('../../evil.txt'), 'scene.kzs', /outside the archive/],
      ['absolute path', zipSlipKzs('/etc/evil'), 'scene.kzs', /outside the archive/],
      ['zip bomb (declared)', zipBombKzs(300, false), 'scene.kzs', /more than the allowed size/],
      ['zip bomb (lying headers)', zipBombKzs(300, true), 'scene.kzs', /more than the allowed size/],
      ['truncated', truncatedKzs(60), 'scene.kzs', /damaged or incomplete/],
      ['corrupt entry', corruptedKzs(), 'scene.kzs', /damaged or incomplete/],
      ['no manifest', noManifestKzs(), 'scene.kzs', /not a scene archive/],
      ['not .kzs', truncatedKzs(0), 'scene.zip', /Only \.kzs/],
    ];
    for (const [label, bytes, name, message] of cases) {
      const reply = await importKzs(u.client, u.projectUuid, label, bytes, name);
      expect([reply.status, reply.code], label).toEqual([400, 405]);
      expect(reply.msg, label).toMatch(message);
      const merge = await u.client.upload('/repo/kf-scene/import-scene-merge', { project: u.projectUuid, sceneId: target.uuid }, [{ field: 'file', name, data: bytes }]);
      expect(merge.status, label).toBe(400);
    }
    expect(await counts(api, u)).toEqual(before);
    expect(ok(await u.client.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${target.uuid}`)).version).toBe(1);
    const zh = await importKzs(u.client.withLocale('zh-CN'), u.projectUuid, 'x', zipSlipKzs());
    expect(zh.msg).toContain('场景包被拒绝');
  }, 60_000);
});
