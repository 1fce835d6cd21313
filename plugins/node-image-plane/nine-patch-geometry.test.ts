// The nine-patch plane's geometry: corners keep their size as the plane is resized; insets that do not fit shrink.
import { describe, expect, it } from 'vitest';
import { ninePatchGeometry } from './nine-patch-geometry.js';

const column = (g: { positions: Float32Array }, axis: 0 | 1) => [0, 1, 2, 3].map((i) => g.positions[(axis === 0 ? i : i * 4) * 3 + axis]);
const uvColumn = (g: { uvs: Float32Array }, axis: 0 | 1) => [0, 1, 2, 3].map((i) => g.uvs[(axis === 0 ? i : i * 4) * 2 + axis]);

describe('ninePatchGeometry', () => {
  const insets = { left: 20, right: 20, top: 10, bottom: 30 };

  it('keeps the corners unscaled as the plane is resized', () => {
    for (const width of [2, 8]) {
      const g = ninePatchGeometry({ width, height: 3, pictureWidth: 100, pictureHeight: 100, insets, pixelsPerUnit: 100 });
      expect(column(g, 0)).toEqual([-width / 2, -width / 2 + 0.2, width / 2 - 0.2, width / 2].map(Math.fround));
      expect(column(g, 1)).toEqual([-1.5, -1.5 + 0.3, 1.5 - 0.1, 1.5].map(Math.fround));
      expect(uvColumn(g, 0)).toEqual([0, 0.2, 0.8, 1].map(Math.fround));
      expect(uvColumn(g, 1)).toEqual([0, 0.3, 0.9, 1].map(Math.fround));
    }
  });

  it('stretches the whole picture without insets or before the picture has loaded', () => {
    const none = ninePatchGeometry({ width: 4, height: 2, pictureWidth: 64, pictureHeight: 64, insets: { left: 0, right: 0, top: 0, bottom: 0 }, pixelsPerUnit: 100 });
    expect(column(none, 0)).toEqual([-2, -2, 2, 2]);
    expect(uvColumn(none, 0)).toEqual([0, 0, 1, 1]);
    const loading = ninePatchGeometry({ width: 4, height: 2, pictureWidth: 0, pictureHeight: 0, insets, pixelsPerUnit: 100 });
    expect(uvColumn(loading, 1)).toEqual([0, 0, 1, 1]);
  });

  it('shrinks insets that would overlap, on the plane and in the picture', () => {
    const g = ninePatchGeometry({ width: 0.2, height: 1, pictureWidth: 30, pictureHeight: 100, insets: { left: 30, right: 10, top: 0, bottom: 0 }, pixelsPerUnit: 100 });
    expect(uvColumn(g, 0)).toEqual([0, 0.75, 0.75, 1]);
    expect(column(g, 0)[1]).toBeCloseTo(column(g, 0)[2]!, 6);
    expect(g.indices).toHaveLength(54);
  });
});
