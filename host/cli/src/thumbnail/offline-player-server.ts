/**
 * A local HTTP server that lets the product's player page play one archive without the product's server: it serves
 * the built web app (dist/web) and answers the two calls the player makes for a preview (`LoadPreviewScene`,
 * `LoadPreviewAsset`) from the archive. Listens on 127.0.0.1 only, on a free port; every other API call is refused.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fillPath } from '../../../../sdk/contract/endpoint.js';
import { LoadPreviewAsset, LoadPreviewScene } from '../../../../sdk/contract/endpoints/preview.js';
import type { PreviewScene } from '../../../../sdk/contract/preview.js';
import { DEFAULT_API_CONTEXT } from '../../../../core/services/api/api-module.js';

/** The ticket in the page's address: any text without a dot; this server checks none. */
export const OFFLINE_TICKET = 'scene-designer-offline';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.wasm': 'application/wasm', '.woff2': 'font/woff2',
};

export interface OfflinePlayerServer {
  /** The page that plays the scene. */
  readonly pageUrl: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: string | Uint8Array, type: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

export async function startOfflinePlayer(webRoot: string, scene: PreviewScene, assets: ReadonlyMap<string, Uint8Array>): Promise<OfflinePlayerServer> {
  const root = resolve(webRoot);
  const api = `${DEFAULT_API_CONTEXT}/api`;
  const scenePath = `${api}${fillPath(LoadPreviewScene.path, { ticket: OFFLINE_TICKET })}`;
  const assetPath = `${api}${LoadPreviewAsset.path}`;
  const index = await readFile(join(root, 'index.html'));
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === scenePath) return send(res, 200, JSON.stringify({ code: 0, msg: 'ok', data: scene }), TYPES['.json']);
      if (url.pathname === assetPath) {
        const bytes = assets.get(url.searchParams.get('name') ?? '');
        return bytes ? send(res, 200, bytes, 'application/octet-stream') : send(res, 404, JSON.stringify({ code: 405, msg: 'Not in the archive' }), TYPES['.json']);
      }
      if (url.pathname.startsWith(`${api}/`) || url.pathname.startsWith(`${DEFAULT_API_CONTEXT}/`)) {
        return send(res, 404, JSON.stringify({ code: 405, msg: 'Offline: the command line serves only the preview scene' }), TYPES['.json']);
      }
      const file = resolve(root, `.${decodeURIComponent(url.pathname)}`);
      if (file.startsWith(root + sep) && extname(file)) {
        try {
          return send(res, 200, await readFile(file), TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
        } catch {
          return send(res, 404, 'Not found', 'text/plain');
        }
      }
      send(res, 200, index, TYPES['.html']); // the single-page app's routes
    })().catch(() => send(res, 500, 'Error', 'text/plain'));
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  return {
    pageUrl: `http://127.0.0.1:${port}/preview/${encodeURIComponent(scene.projectUuid)}/${encodeURIComponent(scene.uuid)}/${OFFLINE_TICKET}`,
    close: () => new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    }),
  };
}
