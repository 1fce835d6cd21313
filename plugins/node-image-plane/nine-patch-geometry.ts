/** Border insets in pixels of the picture: the parts kept unscaled in nine-patch mode. */
export interface NinePatchInsets {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** What the plane's geometry is made from. */
export interface NinePatchInput {
  /** The plane's size in the node's units. */
  readonly width: number;
  readonly height: number;
  /** The picture's size in pixels (0 while it has not loaded). */
  readonly pictureWidth: number;
  readonly pictureHeight: number;
  /** Insets in pixels; all 0 draws the picture stretched over the plane. */
  readonly insets: NinePatchInsets;
  /** Picture pixels per node unit: a corner of n pixels is n / pixelsPerUnit units wide on the plane. */
  readonly pixelsPerUnit: number;
}

/** A 4 × 4 grid of vertices (9 quads) in the node's local XY plane, centred on its origin, facing −z. */
export interface NinePatchGeometry {
  readonly positions: Float32Array;
  readonly uvs: Float32Array;
  readonly normals: Float32Array;
  readonly indices: Uint16Array;
}

/** Two insets that fit in `size` (shrunk in proportion when they would overlap). */
function fit(a: number, b: number, size: number): [number, number] {
  const sum = a + b;
  return sum > size && sum > 0 ? [(a * size) / sum, (b * size) / sum] : [a, b];
}

const INDICES = (() => {
  const out: number[] = [];
  for (let j = 0; j < 3; j++) {
    for (let i = 0; i < 3; i++) {
      const a = j * 4 + i;
      out.push(a, a + 1, a + 5, a, a + 5, a + 4);
    }
  }
  return new Uint16Array(out);
})();

/**
 * The nine-patch plane: its corners keep their size in pixels / pixelsPerUnit as the plane is resized, its edges
 * stretch along one axis and its middle along both. Rows of the picture go bottom (v = 0) to top (v = 1), as a texture
 * loaded with invertY has them.
 */
export function ninePatchGeometry(input: NinePatchInput): NinePatchGeometry {
  const { width, height, pictureWidth, pictureHeight, insets, pixelsPerUnit } = input;
  const loaded = pictureWidth > 0 && pictureHeight > 0;
  const [pl, pr] = loaded ? fit(insets.left, insets.right, pictureWidth) : [0, 0];
  const [pb, pt] = loaded ? fit(insets.bottom, insets.top, pictureHeight) : [0, 0];
  const [l, r] = fit(pl / pixelsPerUnit, pr / pixelsPerUnit, width);
  const [b, t] = fit(pb / pixelsPerUnit, pt / pixelsPerUnit, height);
  const xs = [-width / 2, -width / 2 + l, width / 2 - r, width / 2];
  const ys = [-height / 2, -height / 2 + b, height / 2 - t, height / 2];
  const us = loaded ? [0, pl / pictureWidth, 1 - pr / pictureWidth, 1] : [0, 0, 1, 1];
  const vs = loaded ? [0, pb / pictureHeight, 1 - pt / pictureHeight, 1] : [0, 0, 1, 1];
  const positions = new Float32Array(16 * 3);
  const uvs = new Float32Array(16 * 2);
  const normals = new Float32Array(16 * 3);
  for (let j = 0; j < 4; j++) {
    for (let i = 0; i < 4; i++) {
      const k = j * 4 + i;
      positions.set([xs[i]!, ys[j]!, 0], k * 3);
      uvs.set([us[i]!, vs[j]!], k * 2);
      normals.set([0, 0, -1], k * 3);
    }
  }
  return { positions, uvs, normals, indices: INDICES };
}
