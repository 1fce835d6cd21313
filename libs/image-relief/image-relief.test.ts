import { WebIO } from '@gltf-transform/core';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { glbValidationErrors } from '../model-lightweight/validate-glb.js';
import { decodeImage, imageReliefGlb, ReliefError, subjectMask } from './index.js';

/** A w × h image: a filled disc of `fg` on `bg`, or transparent outside when `alpha`. */
function discImage(w: number, h: number, options: { bg?: number[]; fg?: number[]; alpha?: boolean } = {}): { width: number; height: number; data: Uint8Array } {
  const { bg = [240, 240, 240], fg = [200, 40, 40], alpha = false } = options;
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inside = (x - w / 2) ** 2 + (y - h / 2) ** 2 < (Math.min(w, h) / 3) ** 2;
      const c = inside ? fg : bg;
      data.set([c[0], c[1], c[2], inside || !alpha ? 255 : 0], (y * w + x) * 4);
    }
  }
  return { width: w, height: h, data };
}

const png = (img: { width: number; height: number; data: Uint8Array }): Uint8Array => {
  const p = new PNG({ width: img.width, height: img.height });
  p.data = Buffer.from(img.data);
  return new Uint8Array(PNG.sync.write(p));
};

describe('image relief (the offline generation provider)', () => {
  it('keys out a plain background from the border, keeping the subject', () => {
    const mask = subjectMask(discImage(100, 80));
    expect(mask.method).toBe('colour-key');
    const share = mask.count / (100 * 80);
    expect(share).toBeGreaterThan(Math.PI / 9 * 0.8 * 0.8 - 0.05); // disc of radius 80/3 in 100 × 80
    expect(share).toBeLessThan(0.3);
    expect(mask.data[40 * 100 + 50]).toBe(1);
    expect(mask.data[0]).toBe(0);
  });

  it('uses the alpha channel when the image has transparent pixels', () => {
    const img = discImage(64, 64, { alpha: true, bg: [200, 40, 40] }); // same colour outside: only alpha tells them apart
    const mask = subjectMask(img);
    expect(mask.method).toBe('alpha');
    expect(mask.data[32 * 64 + 32]).toBe(1);
    expect(mask.data[0]).toBe(0);
  });

  it('makes a textured relief GLB that passes the Khronos validator, from PNG and JPEG', async () => {
    for (const bytes of [png(discImage(200, 160)), new Uint8Array(jpeg.encode({ ...discImage(120, 120), data: Buffer.from(discImage(120, 120).data) }, 90).data)]) {
      const { glb, stats } = await imageReliefGlb(bytes, { name: 'disc' });
      expect(await glbValidationErrors(glb)).toEqual([]);
      expect(stats.triangles).toBeGreaterThan(1000);
      const doc = await new WebIO().readBinary(glb);
      const primitive = doc.getRoot().listMeshes()[0].listPrimitives()[0];
      expect(primitive.getMaterial()?.getBaseColorTexture()?.getImage()?.byteLength).toBe(bytes.byteLength);
      expect(primitive.getAttribute('TEXCOORD_0')).toBeTruthy();
      // Extruded: the back at −z, the front at +z (raised by brightness), fitting a unit square.
      const min = primitive.getAttribute('POSITION')!.getMin([]);
      const max = primitive.getAttribute('POSITION')!.getMax([]);
      expect(min[2]).toBeCloseTo(-0.03, 5);
      expect(max[2]).toBeGreaterThan(0.03);
      expect(Math.max(max[0] - min[0], max[1] - min[1])).toBeLessThanOrEqual(1);
    }
  });

  it('refuses an image without a subject, and other formats', async () => {
    const blank = discImage(64, 64, { fg: [240, 240, 240] });
    await expect(imageReliefGlb(png(blank))).rejects.toThrow(/No subject found/);
    await expect(imageReliefGlb(new TextEncoder().encode('GIF89a……'))).rejects.toBeInstanceOf(ReliefError);
    const huge = new Uint8Array(png(discImage(16, 16)));
    new DataView(huge.buffer).setUint32(16, 100_000); // IHDR says 100,000 × 100,000
    new DataView(huge.buffer).setUint32(20, 100_000);
    expect(() => decodeImage(huge)).toThrow(/too large/);
  });
});
