// Builds the bare Babylon.js reference page with Vite (production, minified, like the designer) and serves it.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.glb': 'model/gltf-binary' };

/** A running bare page: its URL; `stop` closes the server and removes the build. */
export interface BarePage {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Build the page in `root` (default: the bare viewport reference) and serve it on `port`, with `files` (path → bytes,
 * e.g. '/scene.glb') served beside it.
 */
export async function serveBarePage(port: number, root: string = here, files: Readonly<Record<string, Uint8Array>> = {}): Promise<BarePage> {
  const outDir = mkdtempSync(join(tmpdir(), 'kf-bare-'));
  await build({ root, configFile: false, logLevel: 'warn', build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 } });
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const extra = files[path];
    if (extra) {
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(extra);
      return;
    }
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path));
    try {
      if (!file.startsWith(outDir)) throw new Error('outside');
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', () => done()));
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      await new Promise((done) => server.close(done));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
