import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeBackends, ok } from './support/server.js';
import { newSceneUser, sceneContent } from './scenes-fixtures.js';
import { writeKzs } from '../../host/server/modules/archive/kzs-writer.js';
import type { ResourceVo } from '../../sdk/contract/resource.js';
import { WireLimits } from '../../sdk/contract/limits.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';

// Requests that once held the server (issue 12 item 1): long lists are deduplicated and read in batches, and an
// archive's manifest is bounded before any of its assets is written.
describeBackends('heavy requests', (api) => {
  it('refuses a .kzs whose manifest lists 10,000 assets, before storing anything', async () => {
    const u = await newSceneUser(api);
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const archive = writeKzs({ name: 'Many', content: sceneContent() }, Array.from({ length: 10_000 }, (_, i) => ({ name: `a/${i}.bin`, bytes })));
    expect(archive.byteLength).toBeLessThan(2_000_000);
    const reply = await u.client.upload('/repo/kf-scene/import-scene', { project: u.projectUuid }, [{ field: 'file', name: 'many.kzs', data: archive }]);
    expect([reply.status, reply.code]).toEqual([400, 405]);
    expect(reply.msg).toMatch(/10000 assets; at most 2000/);
    expect(await api.server.db.selectFrom('scenes').select('uuid').where('user_id', '=', u.id).execute()).toEqual([]);
    expect(await api.server.db.selectFrom('scene_assets').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
  });

  it('answers isAssetsExist over the longest list the edge takes, and refuses a longer one with a 400', async () => {
    const u = await newSceneUser(api);
    const last = WireLimits.nameList - 1;
    ok(await u.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: u.projectUuid, assets: [{ name: `n/${last}`, content: 'AAAA' }, { name: 'n/7', content: 'AQID' }] }));
    const names = Array.from({ length: WireLimits.nameList }, (_, i) => `n/${i}`);
    expect(ok(await u.client.repo<string[]>('POST', '/repo/kf-scene/isAssetsExist', { projectUuid: u.projectUuid, names }))).toEqual(['n/7', `n/${last}`]);
    // 40,000 names once failed with 'too many SQL variables' on SQLite; now the edge refuses them.
    const tooMany = await u.client.repo('POST', '/repo/kf-scene/isAssetsExist', { projectUuid: u.projectUuid, names: Array.from({ length: 40_000 }, (_, i) => `n/${i}`) });
    expect(tooMany.status).toBe(400);
  });

  it('updates a resource named as often as the edge allows once, and changes nothing when one of the list is not the caller\'s', async () => {
    const u = await newSceneUser(api);
    const other = await newSceneUser(api);
    const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'S', content: sceneContent() }));
    const upload = async (client: typeof u.client, sceneUuid: string) => (await client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene: sceneUuid }, [{ field: 'file', name: `${randomUUID()}.png`, data: randomUUID() }])).data[0];
    const mine = await upload(u.client, scene.uuid);
    const second = await upload(u.client, scene.uuid);
    const otherScene = ok(await other.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: other.projectUuid, name: 'S', content: sceneContent() }));
    const foreign = await upload(other.client, otherScene.uuid);

    const rows = ok(await u.client.repo<ResourceVo[]>('POST', '/repo/kf-scene/update-resource-groups', { uuids: Array(WireLimits.idList).fill(mine.uuid), groups: ['G1'] }));
    expect(rows.map((r) => [r.uuid, r.groups])).toEqual([[mine.uuid, ['G1']]]);

    const refused = await u.client.repo('POST', '/repo/kf-scene/update-resource-groups', { uuids: [second.uuid, foreign.uuid], groups: ['G2'] });
    expect([refused.status, refused.code]).toEqual([404, 405]);
    const groups = await api.server.db.selectFrom('resources').select(['uuid', 'groups']).where('uuid', 'in', [second.uuid, foreign.uuid]).execute();
    expect(groups.map((g) => g.groups)).toEqual(['[]', '[]']);
  });
});
