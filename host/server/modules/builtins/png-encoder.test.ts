import { describe, expect, it } from 'vitest';
import { inflateSync, crc32 } from 'node:zlib';
import { encodePng, paint } from './png-encoder.js';

/** Minimal PNG reader for the encoder's own output (RGBA, filter 0). */
function decode(png: Uint8Array): { width: number; height: number; pixels: Uint8Array } {
  const b = Buffer.from(png);
  expect([...b.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  let p = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (p < b.length) {
    const len = b.readUInt32BE(p);
    const type = b.toString('ascii', p + 4, p + 8);
    const data = b.subarray(p + 8, p + 8 + len);
    expect(b.readUInt32BE(p + 8 + len)).toBe(crc32(b.subarray(p + 4, p + 8 + len)) >>> 0);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect(data[8]).toBe(8);
      expect(data[9]).toBe(6);
    }
    if (type === 'IDAT') idat.push(data);
    p += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width * 4 + 1)]).toBe(0);
    pixels.set(raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1)), y * width * 4);
  }
  return { width, height, pixels };
}

describe('encodePng', () => {
  it('writes a valid PNG whose pixels decode back exactly', () => {
    const image = paint(5, 3, (x, y) => [x * 50, y * 100, 7, x === 0 ? 0 : 255]);
    const back = decode(encodePng(image));
    expect(back.width).toBe(5);
    expect(back.height).toBe(3);
    expect(back.pixels).toEqual(image.pixels);
  });

  it('rejects a pixel buffer of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(3) })).toThrow(/size/);
  });
});
