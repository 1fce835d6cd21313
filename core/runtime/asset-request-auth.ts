import { WebRequest } from '@babylonjs/core/Misc/webRequest.js';
import type { Disposable } from '../../sdk/index.js';

/**
 * Whether `url` (as Babylon is about to request it, maybe relative) is the scene-asset route `assetRoute` of our
 * api: same origin and same path once both are resolved against the page. Other hosts and other paths are not,
 * so the token never goes anywhere else.
 */
export function isSceneAssetRequest(url: string, assetRoute: string, pageUrl: string): boolean {
  try {
    const target = new URL(url, pageUrl);
    const route = new URL(assetRoute, pageUrl);
    return target.origin === route.origin && target.pathname === route.pathname && target.username === '' && target.password === '';
  } catch {
    return false;
  }
}

/**
 * Whether `url` is a file of the user's resources (`resourceRoot` + a resource id, e.g. an image uploaded to the scene):
 * same origin, and a path of exactly one segment below the root.
 */
export function isResourceFileRequest(url: string, resourceRoot: string, pageUrl: string): boolean {
  try {
    const target = new URL(url, pageUrl);
    const root = new URL(resourceRoot.endsWith('/') ? resourceRoot : `${resourceRoot}/`, pageUrl);
    if (target.origin !== root.origin || target.username !== '' || target.password !== '') return false;
    const rest = target.pathname.startsWith(root.pathname) ? target.pathname.slice(root.pathname.length) : '';
    return rest.length > 0 && !rest.includes('/');
  } catch {
    return false;
  }
}

/** What the hook needs: the asset route (path or absolute URL, no query), the token, the page address. */
export interface SceneAssetAuthOptions {
  /** The load-asset route, e.g. '/cloud/api/repo/kf-scene/load-asset'. */
  readonly assetRoute: () => string;
  /** The root of resource files, e.g. '/cloud/resources/' (uploaded scene images a texture property may name). */
  readonly resourceRoot?: () => string;
  /** The session's token, read at each request. */
  readonly token: () => string | undefined;
  /** The page's address relative URLs resolve against. */
  readonly pageUrl: () => string;
}

/**
 * Let Babylon's own loaders (textures, an OBJ's .mtl, HDR environments) fetch stored scene assets and uploaded resource
 * files: each request Babylon makes to the load-asset route or a resource file of our server carries the Authentication
 * header; no other request is touched.
 * Babylon reads `WebRequest.CustomRequestModifiers` for file loads and, when any is set, loads images through them
 * too. Dispose to remove the hook.
 */
export function authorizeSceneAssetRequests(options: SceneAssetAuthOptions): Disposable {
  const modifier = (request: XMLHttpRequest, url: string): void => {
    const token = options.token();
    if (!token) return;
    const page = options.pageUrl();
    const resourceRoot = options.resourceRoot?.();
    if (isSceneAssetRequest(url, options.assetRoute(), page) || (resourceRoot && isResourceFileRequest(url, resourceRoot, page))) {
      request.setRequestHeader('Authentication', token);
    }
  };
  WebRequest.CustomRequestModifiers.push(modifier);
  return {
    dispose() {
      const index = WebRequest.CustomRequestModifiers.indexOf(modifier);
      if (index >= 0) WebRequest.CustomRequestModifiers.splice(index, 1);
    },
  };
}
