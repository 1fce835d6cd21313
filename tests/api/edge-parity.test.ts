// One table of edge cases run on both databases with the same expected answers (issue 12, item 6: NUL, typed fields).
import { expect, it } from 'vitest';
import { writeKzs } from '../../host/server/modules/archive/kzs-writer.js';
import type { KzsScene } from '../../host/server/modules/archive/kzs-format.js';
import { describeBackends, ok, type ApiClient, type Reply, type TestApi } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';

interface EdgeCase {
  readonly name: string;
  /** Expected HTTP status and envelope code. */
  readonly expect: readonly [number, number];
  run(user: SceneUser, api: TestApi): Promise<Reply>;
}

function importKzs(client: ApiClient, projectUuid: string, scene: Record<string, unknown>): Promise<Reply> {
  const bytes = writeKzs({ name: 'Imported', content: sceneContent(), ...scene } as unknown as KzsScene);
  return client.upload('/repo/kf-scene/import-scene', { project: projectUuid }, [{ field: 'file', name: 'a.kzs', data: bytes }]);
}

async function newScene(user: SceneUser): Promise<string> {
  return ok(await user.client.repo<{ uuid: string }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: user.projectUuid, name: 's', content: sceneContent() })).uuid;
}

const REFUSED = [400, 405] as const;

/** The shared table. */
const CASES: readonly EdgeCase[] = [
  { name: 'login with a NUL in the username', expect: REFUSED, run: (_u, api) => api.anon.repo('POST', '/action/login', { username: 'de\u0000mo', password: 'Demo@2026!' }) },
  { name: 'login with a 1 MB username', expect: REFUSED, run: (_u, api) => api.anon.repo('POST', '/action/login', { username: 'u'.repeat(1 << 20), password: 'x' }) },
  { name: 'createProject with a NUL in the name', expect: REFUSED, run: (u) => u.client.repo('POST', '/repo/kf-project/createProject', { name: 'p\u0000' }) },
  { name: 'saveScene with a NUL in the path', expect: REFUSED, run: (u) => u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 's', content: sceneContent(), path: '\u0000' }) },
  { name: 'saveScene with logic: []', expect: REFUSED, run: (u) => u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 's', content: sceneContent(), logic: [] }) },
  { name: 'updateScene with preview: {}', expect: REFUSED, run: async (u) => u.client.repo('POST', '/repo/kf-scene/updateScene', { uuid: await newScene(u), preview: {} }) },
  { name: 'save-group with a 1 MB typeId', expect: REFUSED, run: (u) => u.client.repo('POST', '/repo/kf-pub-resource/save-group', { projectId: u.projectUuid, typeId: 't'.repeat(1 << 20), name: 'g' }) },
  { name: 'site message with a NUL in the title', expect: REFUSED, run: (u) => u.client.repo('POST', '/v1/site-messages', { userId: u.id, title: 'a\u0000' }) },
  { name: 'import of a scene.json with preview: {}', expect: REFUSED, run: (u) => importKzs(u.client, u.projectUuid, { preview: {} }) },
  { name: 'import of a scene.json with logic: []', expect: REFUSED, run: (u) => importKzs(u.client, u.projectUuid, { logic: [] }) },
  { name: 'import of a scene.json with category: 5', expect: REFUSED, run: (u) => importKzs(u.client, u.projectUuid, { category: 5 }) },
  { name: 'import of a scene.json with externalResources: 5', expect: REFUSED, run: (u) => importKzs(u.client, u.projectUuid, { externalResources: 5 }) },
  { name: 'import of a scene.json with a NUL in the name', expect: REFUSED, run: (u) => importKzs(u.client, u.projectUuid, { name: 'n\u0000' }) },
  { name: 'import of a scene.json with a 51-byte category', expect: REFUSED, run: (u) => importKzs(u.client, u.projectUuid, { category: '分'.repeat(17) }) },
  { name: 'import of a well-typed scene.json (control)', expect: [200, 0], run: (u) => importKzs(u.client, u.projectUuid, { category: 'Imported', preview: null, logic: 'x' }) },
];

describeBackends('edge cases, same answers on every database', (api) => {
  for (const edgeCase of CASES) {
    it(edgeCase.name, async () => {
      const user = await newSceneUser(api);
      const reply = await edgeCase.run(user, api);
      expect([reply.status, reply.code], JSON.stringify(reply.body)).toEqual(edgeCase.expect);
      if (edgeCase.expect[1] !== 0) {
        // Nothing was stored by a refused call.
        const scenes = ok(await user.client.repo<unknown[]>('GET', `/repo/kf-scene/findAll/${user.projectUuid}`));
        expect(scenes.length).toBeLessThanOrEqual(1);
      }
    });
  }
});
