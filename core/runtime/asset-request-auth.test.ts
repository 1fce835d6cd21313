import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebRequest } from '@babylonjs/core/Misc/webRequest.js';
import { authorizeSceneAssetRequests, isResourceFileRequest, isSceneAssetRequest } from './asset-request-auth.js';

const PAGE = 'http://127.0.0.1:5203/artistDesigner/p/s/1';
const ROUTE = '/cloud/api/repo/kf-scene/load-asset';

describe('scene asset requests', () => {
  it('are the load-asset route of our api on our origin, and nothing else', () => {
    expect(isSceneAssetRequest('/cloud/api/repo/kf-scene/load-asset?projectUuid=p&name=a.png', ROUTE, PAGE)).toBe(true);
    expect(isSceneAssetRequest('http://127.0.0.1:5203/cloud/api/repo/kf-scene/load-asset?projectUuid=p&name=a.mtl', ROUTE, PAGE)).toBe(true);
    expect(isSceneAssetRequest('https://cdn.example.com/cloud/api/repo/kf-scene/load-asset?name=a.png', ROUTE, PAGE)).toBe(false);
    expect(isSceneAssetRequest('//evil.example/cloud/api/repo/kf-scene/load-asset?name=a.png', ROUTE, PAGE)).toBe(false);
    expect(isSceneAssetRequest('http://127.0.0.1:9999/cloud/api/repo/kf-scene/load-asset?name=a.png', ROUTE, PAGE)).toBe(false);
    expect(isSceneAssetRequest('/cloud/api/repo/kf-scene/load-asset-other?name=a.png', ROUTE, PAGE)).toBe(false);
    expect(isSceneAssetRequest('/cloud/api/repo/kf-scene/loadScene/1', ROUTE, PAGE)).toBe(false);
    expect(isSceneAssetRequest('a.png', ROUTE, PAGE)).toBe(false);
    expect(isSceneAssetRequest('data:image/png;base64,AA==', ROUTE, PAGE)).toBe(false);
    expect(isSceneAssetRequest('http://u:p@127.0.0.1:5203/cloud/api/repo/kf-scene/load-asset', ROUTE, PAGE)).toBe(false);
    // An api on another origin: its own route matches, the page's origin does not.
    expect(isSceneAssetRequest('http://api.local:8080/cloud/api/repo/kf-scene/load-asset?name=a', 'http://api.local:8080/cloud/api/repo/kf-scene/load-asset', PAGE)).toBe(true);
    expect(isSceneAssetRequest('/cloud/api/repo/kf-scene/load-asset?name=a', 'http://api.local:8080/cloud/api/repo/kf-scene/load-asset', PAGE)).toBe(false);
  });
});

describe('resource file requests', () => {
  it('are one resource id below the resource root on our origin, and nothing else', () => {
    expect(isResourceFileRequest('/cloud/resources/abc-123?name=sky.png', '/cloud/resources/', PAGE)).toBe(true);
    expect(isResourceFileRequest('http://127.0.0.1:5203/cloud/resources/abc', '/cloud/resources', PAGE)).toBe(true);
    expect(isResourceFileRequest('/cloud/resources/', '/cloud/resources/', PAGE)).toBe(false);
    expect(isResourceFileRequest('/cloud/resources/a/b', '/cloud/resources/', PAGE)).toBe(false);
    expect(isResourceFileRequest('/cloud/resourcesX/abc', '/cloud/resources/', PAGE)).toBe(false);
    expect(isResourceFileRequest('https://cdn.example.com/cloud/resources/abc', '/cloud/resources/', PAGE)).toBe(false);
    expect(isResourceFileRequest('http://u:p@127.0.0.1:5203/cloud/resources/abc', '/cloud/resources/', PAGE)).toBe(false);
  });
});

describe('the Babylon request hook', () => {
  // The unit project shares modules between files (isolate: false): a hook another file's kernel left registered must
  // not add its headers here.
  let others: typeof WebRequest.CustomRequestModifiers = [];
  beforeEach(() => {
    others = WebRequest.CustomRequestModifiers.splice(0);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    WebRequest.CustomRequestModifiers.push(...others);
  });

  async function headersOf(url: string): Promise<Record<string, string>> {
    const seen: Record<string, string>[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      seen.push({ ...(init.headers as Record<string, string>) });
      return Promise.resolve(new Response('x'));
    });
    await WebRequest.FetchAsync(url);
    return seen[0];
  }

  it('adds the Authentication header to Babylon\'s asset requests only, while it is held', async () => {
    let token: string | undefined = 'secret-token';
    const hook = authorizeSceneAssetRequests({ assetRoute: () => ROUTE, token: () => token, pageUrl: () => PAGE });
    try {
      expect(await headersOf(`${ROUTE}?projectUuid=p&name=a.png`)).toEqual({ Authentication: 'secret-token' });
      expect(await headersOf('https://textures.example.com/a.png')).toEqual({});
      expect(await headersOf(`https://elsewhere.example${ROUTE}?name=a.png`)).toEqual({});
      token = undefined;
      expect(await headersOf(`${ROUTE}?projectUuid=p&name=a.png`)).toEqual({});
    } finally {
      hook.dispose();
    }
    token = 'secret-token';
    expect(WebRequest.CustomRequestModifiers).toHaveLength(0);
    expect(await headersOf(`${ROUTE}?projectUuid=p&name=a.png`)).toEqual({});
  });
});
