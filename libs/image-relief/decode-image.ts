// Decoding a PNG or JPEG to RGBA pixels, within a size bound checked before the pixels are allocated.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { ReliefError } from './relief-error.js';

/** RGBA pixels, row by row from the top. */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** Image formats the relief reads. */
export type ReliefImageFormat = 'png' | 'jpeg';

/** Most pixels of an image (16 MP: 4096 × 4096). */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

/** The format by the file's first bytes (not its name), or undefined. */
export function imageFormatOf(bytes: Uint8Array): ReliefImageFormat | undefined {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

/** Decodes a PNG or JPEG; refuses other formats and images over MAX_IMAGE_PIXELS before decoding them. */
export function decodeImage(bytes: Uint8Array): RgbaImage {
  const format = imageFormatOf(bytes);
  if (format === 'png') {
    // IHDR is the first chunk: width and height at bytes 16 and 20.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.length < 24) throw new ReliefError('The PNG is cut short.');
    checkSize(view.getUint32(16), view.getUint32(20));
    try {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return { width: png.width, height: png.height, data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength) };
    } catch (error) {
      throw new ReliefError(`The PNG cannot be read: ${(error as Error).message}`);
    }
  }
  if (format === 'jpeg') {
    try {
      const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_IMAGE_PIXELS / 1e6 + 1, maxMemoryUsageInMB: 512 });
      checkSize(image.width, image.height);
      return { width: image.width, height: image.height, data: image.data };
    } catch (error) {
      if (error instanceof ReliefError) throw error;
      throw new ReliefError(`The JPEG cannot be read: ${(error as Error).message}`);
    }
  }
  throw new ReliefError('The image is neither PNG nor JPEG.');
}

function checkSize(width: number, height: number): void {
  if (width < 8 || height < 8) throw new ReliefError(`The image is too small (${width} × ${height}; at least 8 × 8).`);
  if (width * height > MAX_IMAGE_PIXELS) throw new ReliefError(`The image is too large (${width} × ${height}; at most 16 million pixels).`);
}
