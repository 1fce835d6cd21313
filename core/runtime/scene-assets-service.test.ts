import { describe, expect, it } from 'vitest';
import type { ApiService } from '../../sdk/index.js';
import { SceneAssetsServiceImpl } from './scene-assets-service.js';

describe('scene asset URLs', () => {
  const api = { baseUrl: 'http://127.0.0.1:8080/cloud' } as ApiService;
  const assets = new SceneAssetsServiceImpl(() => api);
  assets.setScope({ projectUuid: 'p 1', sceneUuid: 's' });

  it('name the load-asset route of the api with the project and the name', () => {
    expect(assets.routeUrl()).toBe('http://127.0.0.1:8080/cloud/api/repo/kf-scene/load-asset');
    expect(assets.urlOf('a b.png')).toBe('http://127.0.0.1:8080/cloud/api/repo/kf-scene/load-asset?projectUuid=p%201&name=a%20b.png');
    const url = new URL(assets.urlOf('x/y.mtl'));
    expect(url.searchParams.get('name')).toBe('x/y.mtl');
    expect(url.searchParams.get('projectUuid')).toBe('p 1');
  });

  it('have a root URL that a loader can append a content-hash name to', () => {
    const name = `${'ab12'.repeat(16)}.png`;
    expect(assets.rootUrl() + name).toBe(assets.urlOf(name));
    expect(new URL(assets.rootUrl() + name).searchParams.get('name')).toBe(name);
  });
});

describe('scene assets of a publish link', () => {
  it('are read from the published-asset route with the visit ticket, never the session\'s route', async () => {
    const calls: { path: string; query: unknown }[] = [];
    const api = {
      baseUrl: '/cloud',
      call: async (endpoint: { path: string }, input: { query: unknown }) => {
        calls.push({ path: endpoint.path, query: input.query });
        return { blob: new Blob([new Uint8Array([1, 2, 3])]) };
      },
    } as unknown as ApiService;
    const assets = new SceneAssetsServiceImpl(() => api);
    assets.usePublishedVisit('visit-1');
    assets.setScope({ projectUuid: '', sceneUuid: 'link' });
    expect(assets.urlOf('tex/a.png')).toBe('/cloud/api/repo/kf-publish-link/asset?visit=visit-1&name=tex%2Fa.png');
    expect(new Uint8Array(await assets.load('tex/a.png'))).toEqual(new Uint8Array([1, 2, 3]));
    expect(calls).toEqual([{ path: '/repo/kf-publish-link/asset', query: { visit: 'visit-1', name: 'tex/a.png' } }]);
  });
});
