import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractMeshoptWasm } from '../../scripts/meshopt-wasm.js';
import { loadStartupWasm } from './startup-wasm.js';

const shipped = readFileSync(new URL('../../public/wasm/meshopt_decoder.wasm', import.meta.url));
const serve = (status: number, body: BodyInit | null) => () => Promise.resolve(new Response(body, { status }));

describe('start-up WebAssembly', () => {
  it('ships the decoder of the installed Babylon version', () => {
    expect(Buffer.from(extractMeshoptWasm()).equals(shipped)).toBe(true);
  });

  it('fetches and instantiates the module from the static path', async () => {
    const requested: string[] = [];
    const instance = await loadStartupWasm('/wasm/meshopt_decoder.wasm', (url) => {
      requested.push(url);
      return Promise.resolve(new Response(shipped, { status: 200 }));
    });
    expect(requested).toEqual(['/wasm/meshopt_decoder.wasm']);
    expect(typeof instance?.exports.meshopt_decodeVertexBuffer).toBe('function');
  });

  it('ignores a failed load silently', async () => {
    await expect(loadStartupWasm('/x', serve(404, 'not found'))).resolves.toBeUndefined();
    await expect(loadStartupWasm('/x', serve(200, 'not wasm at all'))).resolves.toBeUndefined();
    await expect(loadStartupWasm('/x', () => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBeUndefined();
  });
});
