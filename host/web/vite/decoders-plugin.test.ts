import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DracoDecoder } from '@babylonjs/core/Meshes/Compression/dracoDecoder.js';
import { MeshoptCompression } from '@babylonjs/core/Meshes/Compression/meshoptCompression.js';
import { BasisToolsOptions } from '@babylonjs/core/Misc/basis.pure.js';
import { configureDecoders } from '../../../plugins/viewport/decoder-config.js';
import { DECODER_FILES } from '../../../plugins/viewport/decoder-files.js';
import { decoderSourcePath, decodersPlugin } from './decoders-plugin.js';

const ORIGIN = 'http://127.0.0.1:5201';
const nameOf = (url: string) => url.split('?')[0].split('/').pop();

/** The files the plugin writes into the build output, by output file name. */
function emittedFiles(): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  const plugin = decodersPlugin();
  const generateBundle = plugin.generateBundle as unknown as (this: { emitFile(asset: { fileName: string; source: Uint8Array }): void }) => void;
  generateBundle.call({ emitFile: (asset) => out.set(asset.fileName, asset.source) });
  return out;
}

describe('decoders served at /decoders', () => {
  it('serve, under the names Babylon asks for by default, every Draco, meshopt and Basis file its default configuration names', () => {
    // Read before configureDecoders overwrites them: the CDN defaults of @babylonjs/core.
    const defaults = [
      DracoDecoder.DefaultConfiguration.wasmUrl!, DracoDecoder.DefaultConfiguration.wasmBinaryUrl!, DracoDecoder.DefaultConfiguration.fallbackUrl!,
      MeshoptCompression.Configuration.decoder.url, BasisToolsOptions.JSModuleURL, BasisToolsOptions.WasmModuleURL,
    ];
    const served = DECODER_FILES.map((f) => f.path.split('/').pop());
    for (const url of defaults) expect(served, url).toContain(nameOf(url));
  });

  it('configure every decoder URL on our own origin, each one a file the build emits', () => {
    const urls = configureDecoders(ORIGIN);
    const configured = [
      DracoDecoder.DefaultConfiguration.wasmUrl!, DracoDecoder.DefaultConfiguration.wasmBinaryUrl!, DracoDecoder.DefaultConfiguration.fallbackUrl!,
      MeshoptCompression.Configuration.decoder.url, BasisToolsOptions.JSModuleURL, BasisToolsOptions.WasmModuleURL,
      urls.ktx2TranscoderJsUrl, urls.ktx2TranscoderWasmUrl,
    ];
    expect(new Set(Object.values(urls))).toEqual(new Set(configured));
    const emitted = emittedFiles();
    for (const url of configured) {
      expect(new URL(url).origin, url).toBe(ORIGIN);
      const fileName = new URL(url).pathname.slice(1);
      expect(fileName.startsWith('decoders/'), url).toBe(true);
      expect(emitted.has(fileName), `${fileName} is emitted`).toBe(true);
      expect(emitted.get(fileName)!.length, fileName).toBeGreaterThan(1000);
    }
  });

  it('emits each file byte for byte from its npm package (none hand-copied)', () => {
    const emitted = emittedFiles();
    expect([...emitted.keys()].sort()).toEqual(DECODER_FILES.map((f) => `decoders/${f.path}`).sort());
    for (const file of DECODER_FILES) {
      expect(decoderSourcePath(file)).toContain('node_modules');
      expect(Buffer.compare(emitted.get(`decoders/${file.path}`)!, readFileSync(decoderSourcePath(file)))).toBe(0);
    }
  });

  it('serves them in dev with the right content type, and leaves other paths alone', () => {
    let middleware: ((req: { url: string }, res: unknown, next: () => void) => void) | undefined;
    const server = { middlewares: { use: (base: string, fn: typeof middleware) => { expect(base).toBe('/decoders'); middleware = fn; } } };
    (decodersPlugin().configureServer as unknown as (s: typeof server) => void)(server);
    const headers: Record<string, string> = {};
    let body: Buffer | undefined;
    const res = { setHeader: (k: string, v: string) => { headers[k] = v; }, end: (b: Buffer) => { body = b; } };
    let passed = 0;
    middleware!({ url: '/ktx2/basis_transcoder.wasm?import' }, res, () => passed++);
    expect(headers['Content-Type']).toBe('application/wasm');
    expect(body!.subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d]));
    middleware!({ url: '/nope.js' }, res, () => passed++);
    expect(passed).toBe(1);
  });
});
