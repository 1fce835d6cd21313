import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing (images, fonts and archives already are). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|xml|map)$/;
/** Smaller files gain less than a header costs. */
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/** Write `file.br` and `file.gz` beside each compressible file of at least MIN_BYTES under `dir`; returns how many. */
export function precompressFolder(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    // Brotli at quality 9: within a few per cent of 11 at a fraction of the build time.
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}

/**
 * Compressed copies of the built web app's text files (`.br`, `.gz`), which the server sends to browsers that accept
 * them (@fastify/static's preCompressed, host/server/http/web-app-routes.ts): no compression work per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let release = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      // Only the release build (`npm run build`, what `npm start` serves): the test build's pages load from the same
      // machine, where compression only costs time (about 10 s of every `npm test`) and the browser's CPU.
      release = config.mode === 'release';
    },
    closeBundle() {
      if (release) precompressFolder(outDir);
    },
  };
}
