import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { DECODER_BASE, DECODER_FILES } from '../../../plugins/viewport/decoder-files.js';
import type { DecoderFile } from '../../../plugins/viewport/decoder-files.js';

const require = createRequire(import.meta.url);

/** Where a decoder file's npm source lies on disk. */
export function decoderSourcePath(file: DecoderFile): string {
  return require.resolve(file.source);
}

const CONTENT_TYPES: Record<string, string> = { js: 'text/javascript', wasm: 'application/wasm' };

function contentTypeOf(path: string): string {
  return CONTENT_TYPES[path.split('.').pop() ?? ''] ?? 'text/plain; charset=utf-8';
}

/**
 * Serve the Draco, meshopt, Basis and KTX2 decoders at /decoders/* straight from their npm packages: from node_modules
 * in dev, and emitted into the build output under decoders/ — so they are never committed and never fetched elsewhere.
 */
export function decodersPlugin(files: readonly DecoderFile[] = DECODER_FILES): Plugin {
  return {
    name: 'scene-decoders',
    configureServer(server) {
      server.middlewares.use(DECODER_BASE, (req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split('?')[0]).replace(/^\//, '');
        const file = files.find((f) => f.path === path);
        if (!file) return next();
        res.setHeader('Content-Type', contentTypeOf(file.path));
        res.end(readFileSync(decoderSourcePath(file)));
      });
    },
    generateBundle() {
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: `${DECODER_BASE.slice(1)}/${file.path}`, source: readFileSync(decoderSourcePath(file)) });
      }
    },
  };
}
