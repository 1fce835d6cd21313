// The viewport area's server paths against a real server over HTTP: scene assets (upload once, load back) and
// scene save/open through the scene document (temporary uuid replaced, needSave cleared, document identical).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID } from '../../sdk/index.js';
import type { ApiService, RepoRequest } from '../../sdk/index.js';
import { HttpApiService } from '../../core/services/api/http-api-service.js';
import { SceneDocumentServiceImpl } from '../../core/services/scene/scene-document-service.js';
import { UndoServiceImpl } from '../../core/services/scene/undo-service.js';
import { SceneAssetsServiceImpl } from '../../core/runtime/scene-assets-service.js';
import { SceneIoServiceImpl } from '../../core/runtime/scene-io-service.js';
import { startTestServer } from '../api/support/server.js';
import type { TestServer } from '../api/support/server.js';

let server: TestServer;
let api: ApiService;
let projectUuid: string;
const calls: string[] = [];

beforeAll(async () => {
  server = await startTestServer('sqlite');
  const login = await (await fetch(`${server.url}/cloud/api/action/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }),
  })).json() as { data: { token: string } };
  const http = new HttpApiService({ baseUrl: `${server.url}/cloud`, token: () => login.data.token });
  // Count the calls made, then pass them to the real service.
  api = Object.assign(Object.create(http) as ApiService, {
    repo: <T>(request: RepoRequest) => {
      calls.push(request.path);
      return http.repo<T>(request);
    },
    download: (request: RepoRequest) => http.download(request),
  });
  projectUuid = (await api.repo<{ uuid: string }>({ method: 'GET', path: '/repo/kf-project/get-default-project' })).uuid;
});

afterAll(async () => {
  await server?.stop();
});

describe('scene assets service', () => {
  it('uploads missing assets once and loads them back', async () => {
    const assets = new SceneAssetsServiceImpl(() => api);
    assets.setScope({ projectUuid, sceneUuid: '+1' });
    const bytes = new Uint8Array([1, 2, 3, 250, 0, 7]);
    const progress: number[] = [];
    calls.length = 0;
    await assets.save([{ name: 'a.kmb', bytes }], (p) => progress.push(p));
    expect(calls).toEqual(['/repo/kf-scene/isAssetsExist', '/repo/kf-scene/saveSceneAssets']);
    expect(progress.at(-1)).toBe(1);
    calls.length = 0;
    await assets.save([{ name: 'a.kmb', bytes }]);
    expect(calls).toEqual(['/repo/kf-scene/isAssetsExist']);
    const fresh = new SceneAssetsServiceImpl(() => api);
    fresh.setScope({ projectUuid, sceneUuid: '+1' });
    expect(Array.from(new Uint8Array(await fresh.load('a.kmb')))).toEqual(Array.from(bytes));
  });
});

describe('scene open/save service', () => {
  it('saves a new scene (temporary uuid replaced, needSave cleared) and opens the same document', async () => {
    const document = new SceneDocumentServiceImpl();
    const undo = new UndoServiceImpl(document);
    const assets = new SceneAssetsServiceImpl(() => api);
    const io = new SceneIoServiceImpl(() => api, document, undo, assets);
    const created = io.openNew(projectUuid, 'Viewport io test');
    expect(created.uuid.startsWith('+')).toBe(true);
    undo.execute([document.insertPatch([{ id: 'box', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'Box', props: { geometry: { className: 'Box', params: { width: 2 } } }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })]);
    expect(undo.needSave).toBe(true);
    const saved = await io.save();
    expect(saved.uuid.startsWith('+')).toBe(false);
    expect(undo.needSave).toBe(false);
    expect(assets.scope?.sceneUuid).toBe(saved.uuid);

    const other = new SceneDocumentServiceImpl();
    const otherIo = new SceneIoServiceImpl(() => api, other, new UndoServiceImpl(other), new SceneAssetsServiceImpl(() => api));
    const opened = await otherIo.open(projectUuid, saved.uuid);
    expect(opened.version).toBe(saved.version);
    expect(other.snapshot()).toEqual(document.snapshot());

    // A second save is a new version of the same scene.
    undo.execute([document.setPropPatch('box', 'color', { r: 1, g: 0, b: 0 })]);
    const again = await io.save();
    expect(again.uuid).toBe(saved.uuid);
    expect(again.version).toBe(saved.version + 1);
  });
});
