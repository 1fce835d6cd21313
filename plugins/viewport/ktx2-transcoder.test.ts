import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { runInThisContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { encodeToKTX2 } from 'ktx2-encoder';
import { DECODER_FILES, DecoderPaths } from './decoder-files.js';
import { transcodeKtx2 } from './ktx2-transcoder.js';
import type { BasisModule } from './ktx2-transcoder.js';

const require = createRequire(import.meta.url);
const sourceOf = (path: string) => require.resolve(DECODER_FILES.find((f) => f.path === path)!.source);

/** The transcoder we serve at /decoders/ktx2/, loaded in Node from the same npm files. */
async function loadTranscoder(): Promise<BasisModule> {
  // three's package is ESM-only, so wrap the (CommonJS-capable) transcoder script the way Node wraps a module.
  const file = sourceOf(DecoderPaths.ktx2TranscoderJs);
  const wrapper = `(function (require, __filename, __dirname) { ${readFileSync(file, 'utf8')}\nreturn BASIS; })`;
  const load = runInThisContext(wrapper) as (r: NodeJS.Require, f: string, d: string) => (options: { wasmBinary: Uint8Array }) => Promise<BasisModule>;
  const factory = load(require, file, dirname(file));
  const basis = await factory({ wasmBinary: readFileSync(sourceOf(DecoderPaths.ktx2TranscoderWasm)) });
  basis.initializeBasis();
  return basis;
}

/** A 16 × 16 RGBA image: left half red, right half blue, opaque. */
function halfRedHalfBlue(): Uint8Array {
  const pixels = new Uint8Array(16 * 16 * 4);
  for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) pixels.set(x < 8 ? [230, 20, 20, 255] : [20, 20, 230, 255], (y * 16 + x) * 4);
  return pixels;
}

const encode = (options: { isUASTC: boolean; needSupercompression?: boolean }) =>
  encodeToKTX2(new Uint8Array(1), { ...options, generateMipmap: true, imageDecoder: async () => ({ width: 16, height: 16, data: halfRedHalfBlue() }) });

describe('transcodeKtx2 (the Basis Universal transcoder we serve)', () => {
  for (const [name, options] of [['ETC1S/BasisLZ', { isUASTC: false }], ['UASTC + Zstd', { isUASTC: true, needSupercompression: true }]] as const) {
    it(`decodes ${name} to RGBA8 with every mip level when the GPU has no compressed format`, async () => {
      const basis = await loadTranscoder();
      const decoded = transcodeKtx2(basis, await encode(options), {});
      expect(decoded.transcodedFormat).toBe(0x8058);
      expect(decoded.mipmaps.map((m) => [m.width, m.height])).toEqual([[16, 16], [8, 8], [4, 4], [2, 2], [1, 1]]);
      const base = decoded.mipmaps[0].data;
      expect(base.length).toBe(16 * 16 * 4);
      const at = (x: number, y: number) => Array.from(base.subarray((y * 16 + x) * 4, (y * 16 + x) * 4 + 4));
      // Left is red, right is blue (lossy codecs: within a margin).
      expect(at(2, 8)[0]).toBeGreaterThan(180);
      expect(at(2, 8)[2]).toBeLessThan(70);
      expect(at(13, 8)[2]).toBeGreaterThan(180);
      expect(at(13, 8)[0]).toBeLessThan(70);
      expect(decoded.hasAlpha).toBe(false);
    });
  }

  it('picks a compressed GPU format from the caps (BC7 for UASTC, ETC2/BC1 for ETC1S)', async () => {
    const basis = await loadTranscoder();
    const uastc = transcodeKtx2(basis, await encode({ isUASTC: true }), { bptc: true, s3tc: true });
    expect(uastc.transcodedFormat).toBe(0x8e8c);
    expect(uastc.mipmaps[0].data.length).toBe(16 * 16); // 16 bytes per 4×4 block
    const etc1s = transcodeKtx2(basis, await encode({ isUASTC: false }), { s3tc: true });
    expect(etc1s.transcodedFormat).toBe(0x83f0);
    expect(etc1s.mipmaps[0].data.length).toBe(16 * 8); // 8 bytes per 4×4 block
  });

  it('refuses bytes that are not KTX2 with a clear error', async () => {
    const basis = await loadTranscoder();
    expect(() => transcodeKtx2(basis, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]), {})).toThrow(/not a valid KTX2 file/);
  });
});
