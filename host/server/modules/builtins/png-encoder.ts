/** A tiny PNG encoder (8-bit RGBA, no filtering) for the generated built-in images. */
import { crc32, deflateSync } from 'node:zlib';

/** An RGBA image in memory. */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  /** width × height × 4 bytes, row-major, top row first. */
  readonly pixels: Uint8Array;
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes an RGBA image as PNG bytes. */
export function encodePng(image: RgbaImage): Uint8Array {
  const { width, height, pixels } = image;
  if (pixels.byteLength !== width * height * 4) throw new Error('encodePng: pixel buffer size does not match width × height × 4');
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  const raw = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(pixels.buffer, pixels.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return new Uint8Array(Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
}

/** Makes an image by calling `shade(x, y)` for every pixel; it returns [r, g, b, a] in 0..255. */
export function paint(width: number, height: number, shade: (x: number, y: number) => readonly number[]): RgbaImage {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = shade(x, y);
      const o = (y * width + x) * 4;
      pixels[o] = clampByte(c[0]);
      pixels[o + 1] = clampByte(c[1]);
      pixels[o + 2] = clampByte(c[2]);
      pixels[o + 3] = clampByte(c[3] ?? 255);
    }
  }
  return { width, height, pixels };
}

function clampByte(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
}
