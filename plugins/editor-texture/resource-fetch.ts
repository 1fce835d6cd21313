import type { ApiService, SessionTokenService } from '../../sdk/index.js';
import type { PictureFetch } from './texture-preview.js';

/** Whether a url is one of the user's resource files under the api's base (same origin, `{base}/resources/{id}`). */
export function isResourceFileUrl(url: string, baseUrl: string, pageUrl: string): boolean {
  try {
    const target = new URL(url, pageUrl);
    const root = new URL(`${baseUrl}/resources/`, pageUrl);
    if (target.origin !== root.origin) return false;
    const rest = target.pathname.startsWith(root.pathname) ? target.pathname.slice(root.pathname.length) : '';
    return rest.length > 0 && !rest.includes('/');
  } catch {
    return false;
  }
}

/**
 * Previews fetch the user's resource files with the session's token (an <img> cannot send it); other urls load as
 * they are. The token goes to our own resource route only.
 */
export function resourceFetch(api: ApiService | undefined, session: SessionTokenService | undefined): PictureFetch {
  return (url) => {
    const token = session?.token;
    if (!api || !token || !isResourceFileUrl(url, api.baseUrl, document.baseURI)) return undefined;
    return fetch(url, { headers: { Authentication: token } }).then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))));
  };
}
