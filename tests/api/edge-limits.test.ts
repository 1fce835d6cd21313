// Limits at the edge (issue 12, items 1 and 5): depth, list lengths, string lengths, NUL; on every database.
import { expect, it } from 'vitest';
import { WireLimits } from '../../sdk/contract/limits.js';
import { describeBackends, ok, type ApiClient, type Reply } from './support/server.js';
import { newSceneUser, sceneContent } from './scenes-fixtures.js';
import { unboundedPaths } from './edge/schema-bounds.js';

function deepArray(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** POST a raw JSON text to a repo path. */
function postText(client: ApiClient, path: string, text: string): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en' };
  if (client.token) headers.Authentication = client.token;
  return client.raw('POST', `/cloud/api${path}`, { body: text, headers });
}

function expectRefused(reply: Reply, status = 400): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.code).toBe(405);
  expect(typeof reply.msg).toBe('string');
}

const MB_STRING = 'x'.repeat(1024 * 1024);

describeBackends('edge limits', (api) => {
  it('declares an upper bound for every string and list of every route input', () => {
    const unbounded = api.server.routes.flatMap((route) => (['params', 'query', 'body'] as const)
      .flatMap((where) => unboundedPaths(route.def[where]).map((path) => `${route.key} ${where}.${path}`)));
    expect(unbounded).toEqual([]);
  });

  it('refuses JSON nested deeper than 64 levels in any body, without overflowing the stack', async () => {
    const user = await newSceneUser(api);
    const deep = deepArray(100_000);
    for (const [path, text] of [
      ['/repo/kf-project/updateProject', `{"uuid":"${user.projectUuid}","groups":${deep}}`],
      ['/repo/kf-project/updateProject', `{"uuid":"${user.projectUuid}","desRoutes":${deep}}`],
      ['/repo/kf-scene/saveScene', `{"uuid":null,"projectUuid":"${user.projectUuid}","name":"s","content":"{}","externalResources":${deep}}`],
      ['/repo/kf-material/update-pro-info', `{"projectId":"${user.projectUuid}","name":"m","data":${deep}}`],
    ] as const) {
      const reply = await postText(user.client, path, text);
      expectRefused(reply);
      expect(reply.msg).toContain('64');
    }
    // 64 levels are fine at the edge (the route answers on its own terms).
    const fine = await postText(user.client, '/repo/kf-project/updateProject', `{"uuid":"${user.projectUuid}","groups":[${deepArray(WireLimits.jsonDepth - 2)}]}`);
    expect(fine.code).toBe(0);
    expect(ok(await user.client.repo('GET', '/health'))).toBeTruthy();
  });

  it('refuses a NUL character in any string: body, query, path, login, keys', async () => {
    const user = await newSceneUser(api);
    expectRefused(await api.anon.withLocale('en').repo('POST', '/action/login', { username: 'demo\u0000', password: 'x' }));
    expectRefused(await user.client.repo('POST', '/repo/kf-project/createProject', { name: 'a\u0000b' }));
    expectRefused(await user.client.repo('POST', '/repo/kf-project/updateProject', { uuid: user.projectUuid, groups: [{ ['k\u0000']: 1 }] }));
    expectRefused(await user.client.repo('GET', '/repo/kf-scene/findAll/' + user.projectUuid, undefined, { category: 'a\u0000' }));
    expectRefused(await user.client.repo('GET', `/repo/kf-scene/loadScene/a%00b`));
    const save = await user.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: user.projectUuid, name: 's\u0000', content: sceneContent() });
    expectRefused(save);
    // Nothing was stored.
    const scenes = ok(await user.client.repo<unknown[]>('GET', `/repo/kf-scene/findAll/${user.projectUuid}`));
    expect(scenes).toEqual([]);
  });

  it('refuses 1 MB strings in indexed fields (category, typeId, sceneId, username)', async () => {
    const user = await newSceneUser(api);
    expectRefused(await api.anon.withLocale('en').repo('POST', '/action/login', { username: MB_STRING, password: 'x' }));
    expectRefused(await user.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: user.projectUuid, name: 's', content: sceneContent(), category: MB_STRING }));
    expectRefused(await user.client.repo('POST', '/repo/kf-pub-resource/save-group', { projectId: user.projectUuid, typeId: MB_STRING, name: 'g' }));
    expectRefused(await user.client.repo('POST', '/repo/kf-material/update-pro-info', { projectId: user.projectUuid, sceneId: MB_STRING, name: 'm' }));
    expectRefused(await user.client.repo('POST', '/repo/kf-pub-resource/query-resource-list', { projectId: user.projectUuid, sceneId: MB_STRING }));
  });

  it('bounds lists in bodies (update-resource-groups uuids, isAssetsExist names)', async () => {
    const user = await newSceneUser(api);
    const many = Array.from({ length: 3000 }, () => '00000000-0000-0000-0000-000000000000');
    const groups = await user.client.repo('POST', '/repo/kf-scene/update-resource-groups', { uuids: many, groups: ['a'] });
    expectRefused(groups);
    expect(groups.msg).toContain(String(WireLimits.idList));
    const names = Array.from({ length: 40_000 }, (_, i) => `n${i}.png`);
    expectRefused(await user.client.repo('POST', '/repo/kf-scene/isAssetsExist', { projectUuid: user.projectUuid, names }));
    const free = Array.from({ length: WireLimits.listItems + 1 }, () => 0);
    expectRefused(await user.client.repo('POST', '/repo/kf-project/updateProject', { uuid: user.projectUuid, desRoutes: free }));
  });
});
