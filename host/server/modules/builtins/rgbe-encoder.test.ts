import { describe, expect, it } from 'vitest';
import { encodeHdr, fromRgbe, toRgbe } from './rgbe-encoder.js';

/** Decodes the encoder's RLE scanlines (literal and repeat runs) back to RGBE. */
function decodeHdr(bytes: Uint8Array): { width: number; height: number; rgbe: Uint8Array } {
  const text = Buffer.from(bytes).toString('latin1');
  const m = /\n-Y (\d+) \+X (\d+)\n/.exec(text);
  if (!m) throw new Error('no resolution line');
  expect(text.startsWith('#?RADIANCE\n')).toBe(true);
  expect(text).toContain('FORMAT=32-bit_rle_rgbe');
  const height = Number(m[1]);
  const width = Number(m[2]);
  let p = m.index + m[0].length;
  const rgbe = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect([bytes[p], bytes[p + 1], (bytes[p + 2] << 8) | bytes[p + 3]]).toEqual([2, 2, width]);
    p += 4;
    for (let c = 0; c < 4; c++) {
      let x = 0;
      while (x < width) {
        let n = bytes[p++];
        if (n > 128) {
          n -= 128;
          const v = bytes[p++];
          for (let k = 0; k < n; k++) rgbe[(y * width + x++) * 4 + c] = v;
        } else {
          for (let k = 0; k < n; k++) rgbe[(y * width + x++) * 4 + c] = bytes[p++];
        }
      }
    }
  }
  expect(p).toBe(bytes.byteLength);
  return { width, height, rgbe };
}

describe('RGBE', () => {
  it('round-trips colours within RGBE precision', () => {
    for (const c of [[1, 0.5, 0.25], [100, 3, 0.001], [0.01, 0.02, 0.03]] as const) {
      const [r, g, b] = fromRgbe(...toRgbe(c[0], c[1], c[2]));
      const max = Math.max(...c);
      expect(Math.abs(r - c[0])).toBeLessThan(max / 64);
      expect(Math.abs(g - c[1])).toBeLessThan(max / 64);
      expect(Math.abs(b - c[2])).toBeLessThan(max / 64);
    }
    expect(toRgbe(0, 0, 0)).toEqual([0, 0, 0, 0]);
  });

  it('writes RLE scanlines that decode to the image', () => {
    const width = 200;
    const height = 3;
    const rgb = new Float32Array(width * height * 3).map((_, i) => (i % 7) * 0.75 + 0.1);
    const back = decodeHdr(encodeHdr({ width, height, rgb }));
    expect(back.width).toBe(width);
    expect(back.height).toBe(height);
    for (let i = 0; i < width * height; i++) {
      const [r] = fromRgbe(back.rgbe[i * 4], back.rgbe[i * 4 + 1], back.rgbe[i * 4 + 2], back.rgbe[i * 4 + 3]);
      expect(Math.abs(r - rgb[i * 3])).toBeLessThan(0.05);
    }
  });
});
