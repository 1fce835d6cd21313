// Large saves (issue 28): a body of 256 KB or more is parsed and walked on a worker thread, a save's scene content
// checked (and its JSON string's bytes counted) in the same task; every refusal of the edge and of the save holds on that path, on every database.
import { expect, it } from 'vitest';
import { jsonWorkerStats } from '../../host/server/workers/json-workers.js';
import { OFF_THREAD_BODY_BYTES } from '../../host/server/http/edge-guard.js';
import { describeBackends, ok, type ApiClient, type Reply } from './support/server.js';
import { newSceneUser, sceneContent } from './scenes-fixtures.js';
import { versionRecord } from '../../host/server/modules/scenes/scene-content.js';

function postText(client: ApiClient, path: string, text: string): Promise<Reply> {
  return client.raw('POST', `/cloud/api${path}`, { body: text, headers: { 'content-type': 'application/json', 'accept-language': 'en', Authentication: client.token! } });
}

describeBackends('large saves', (api) => {
  it('saves a 1.5 MB scene through the worker threads, keeps every version, and loads it back as saved', async () => {
    const user = await newSceneUser(api, 'PROFESSIONAL');
    const content = sceneContent(8000, 'large "quoted" \\ é ');
    expect(content.length).toBeGreaterThan(OFF_THREAD_BODY_BYTES * 4);
    const tasks = jsonWorkerStats.tasks;
    const first = ok(await user.client.repo<{ uuid: string; version: number }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: user.projectUuid, name: 'Large', content }));
    expect(jsonWorkerStats.tasks - tasks).toBe(1); // the body, its content checked in the same task
    const changed = content.replace('large', 'LARGE');
    const second = ok(await user.client.repo<{ version: number }>('POST', '/repo/kf-scene/saveScene', { uuid: first.uuid, projectUuid: user.projectUuid, name: 'Large', content: changed, version: 1 }));
    expect(second.version).toBe(2);
    const loaded = ok(await user.client.repo<{ content: string; versions: { version: number }[] }>('GET', `/repo/kf-scene/loadScene/${first.uuid}`));
    expect(loaded.content).toBe(changed);
    expect(loaded.versions.map((v) => v.version)).toEqual([2, 1]);
    const v1 = ok(await user.client.repo<{ content: string }>('GET', `/repo/kf-scene/loadSceneByIdAndVersion/${first.uuid}/true/1`));
    expect(v1.content).toBe(content);
    // The content is stored once, in its version (not in the record's JSON, not in the scene row); each version counts
    // the UTF-8 bytes it stores (its record and its content) in the owner's storage, exactly.
    const rows = await api.server.db.selectFrom('scene_versions').select(['version', 'record', 'content', 'size']).where('scene_uuid', '=', first.uuid).orderBy('version').execute();
    expect(rows.map((row) => row.content)).toEqual([content, changed]);
    for (const row of rows) expect(row.record.length).toBeLessThan(1000);
    for (const row of rows) expect(Number(row.size)).toBe(Buffer.byteLength(row.record, 'utf8') + Buffer.byteLength(row.content ?? '', 'utf8'));
    for (const row of rows) expect(versionRecord(row)).toMatchObject({ name: 'Large', content: row.content });
    const sceneColumns = Object.keys(await api.server.db.selectFrom('scenes').selectAll().where('uuid', '=', first.uuid).executeTakeFirstOrThrow());
    expect(sceneColumns).not.toContain('content');
    expect(await api.server.services.quota.recount(user.id)).toBe(await api.server.services.quota.usedBytes(user.id));
    // A stale large save is still refused.
    const stale = await user.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: first.uuid, projectUuid: user.projectUuid, name: 'Large', content, version: 1 });
    expect(stale.status).toBe(409);
  });

  it('refuses on the worker path what it refuses inline: bad JSON, depth, NUL, a content that is not JSON', async () => {
    const user = await newSceneUser(api);
    const padding = 'p'.repeat(OFF_THREAD_BODY_BYTES);
    const save = (rest: string) => postText(user.client, '/repo/kf-scene/saveScene', `{"uuid":null,"projectUuid":"${user.projectUuid}","name":"s","data":"${padding}",${rest}}`);
    const good = await save('"content":"{}"');
    expect(good.status).toBe(200);
    const cases: [string, number, RegExp][] = [
      ['"content":"{}",', 400, /not valid JSON/],
      [`"content":"{}","externalResources":${'['.repeat(100)}${']'.repeat(100)}`, 400, /nests too deeply/],
      ['"content":"{}","logic":"a\\u0000b"', 400, /body\.logic contains a NUL/],
      [`"content":"{}","externalResources":[${Array.from({ length: 10_001 }, () => 1).join(',')}]`, 400, /body\.externalResources is too long/],
      ['"content":"{\\"nodes\\":"', 400, /./],
      ['"content":"[1,]"', 400, /./],
      ['"content":"01"', 400, /./],
      ['"content":"{\\"a\\":\\"\\u0001\\"}"', 400, /./],
    ];
    for (const [rest, status, message] of cases) {
      const reply = await save(rest);
      expect(reply.status, `${rest.slice(0, 60)}: ${JSON.stringify(reply.body).slice(0, 200)}`).toBe(status);
      expect(reply.msg).toMatch(message);
    }
    const scenes = await api.server.db.selectFrom('scenes').select('uuid').where('user_id', '=', user.id).execute();
    expect(scenes).toHaveLength(1); // only the good save
  });

  it('keeps the keyframe gate on large saves: a free plan may keep keyframes it has, not add more', async () => {
    const user = await newSceneUser(api);
    const withKeys = (n: number) => JSON.stringify({ ...JSON.parse(sceneContent(6000)) as object, animations: [{ kind: 'keyframe', tracks: [{ keys: Array.from({ length: n }, (_, i) => i) }] }] });
    const refused = await user.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: user.projectUuid, name: 'Keys', content: withKeys(2) });
    expect(refused.status).toBe(403);
    const plain = ok(await user.client.repo<{ uuid: string }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: user.projectUuid, name: 'Keys', content: withKeys(0) }));
    const more = await user.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: plain.uuid, projectUuid: user.projectUuid, name: 'Keys', content: withKeys(1) });
    expect(more.status).toBe(403);
  });
});
