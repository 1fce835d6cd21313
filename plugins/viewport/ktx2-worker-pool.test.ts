import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { encodeToKTX2 } from 'ktx2-encoder';
import { DECODER_FILES, DecoderPaths } from './decoder-files.js';
import { ktx2WorkerSource } from './ktx2-worker-pool.js';

const require = createRequire(import.meta.url);
const sourceOf = (path: string) => require.resolve(DECODER_FILES.find((f) => f.path === path)!.source);
const JS_URL = 'http://127.0.0.1:5201/decoders/ktx2/basis_transcoder.js';
const WASM_URL = 'http://127.0.0.1:5201/decoders/ktx2/basis_transcoder.wasm';

/** Run the worker's source text in a fresh context that stands in for a classic worker (importScripts, fetch, self). */
function startWorker(): { post(message: unknown): void; replies: unknown[] } {
  const listeners: ((event: { data: unknown }) => void)[] = [];
  const replies: unknown[] = [];
  const self = { addEventListener: (_: string, fn: (event: { data: unknown }) => void) => listeners.push(fn), postMessage: (m: unknown) => replies.push(m) };
  const context: Record<string, unknown> = {
    self, require, __filename: sourceOf(DecoderPaths.ktx2TranscoderJs), __dirname: dirname(sourceOf(DecoderPaths.ktx2TranscoderJs)),
    process, Uint8Array, WebAssembly, TextDecoder, console, URL, setTimeout,
    fetch: async (url: string) => {
      expect(url).toBe(WASM_URL);
      const bytes = readFileSync(sourceOf(DecoderPaths.ktx2TranscoderWasm));
      return { ok: true, status: 200, arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) };
    },
    importScripts: (url: string) => {
      expect(url).toBe(JS_URL);
      runInNewContext(readFileSync(sourceOf(DecoderPaths.ktx2TranscoderJs), 'utf8'), context);
    },
  };
  runInNewContext(ktx2WorkerSource(JS_URL, WASM_URL), context);
  return { post: (data) => listeners.forEach((fn) => fn({ data })), replies };
}

describe('the KTX2 worker source', () => {
  it('loads the transcoder from our URLs and answers decode requests the way Babylon expects', async () => {
    const worker = startWorker();
    const pixels = new Uint8Array(8 * 8 * 4).fill(200);
    const ktx2 = await encodeToKTX2(new Uint8Array(1), { isUASTC: true, imageDecoder: async () => ({ width: 8, height: 8, data: pixels }) });
    worker.post({ action: 'setDefaultDecoderOptions', options: {} });
    worker.post({ action: 'decode', data: ktx2, caps: {}, options: {} });
    worker.post({ action: 'decode', data: new Uint8Array(100), caps: {}, options: {} });
    await expect.poll(() => worker.replies.length, { timeout: 10_000 }).toBe(2);
    const [ok, bad] = worker.replies as { action: string; success: boolean; msg?: string; decodedData?: { width: number; transcodedFormat: number; mipmaps: { data: Uint8Array }[] } }[];
    expect(ok.action).toBe('decoded');
    expect(ok.success).toBe(true);
    expect(ok.decodedData!.width).toBe(8);
    expect(ok.decodedData!.transcodedFormat).toBe(0x8058);
    expect(Math.abs(ok.decodedData!.mipmaps[0].data[0] - 200)).toBeLessThan(10);
    expect(bad).toMatchObject({ action: 'decoded', success: false, msg: 'KTX2: not a valid KTX2 file' });
  });
});
