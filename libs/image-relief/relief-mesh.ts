// The relief's geometry: the subject's silhouette on a grid of cells, its front raised by the image's brightness, a flat
// back, and walls along the silhouette's edges. Sized so the longer side of the image is one unit; the texture is the
// image projected from the front (u, v = the pixel's place in the image).
import type { RgbaImage } from './decode-image.js';
import type { SubjectMask } from './subject-mask.js';
import { ReliefError } from './relief-error.js';

/** Shape of the relief. */
export interface ReliefOptions {
  /** Cells along the longer side (default 160). */
  readonly cells?: number;
  /** Thickness of the slab, as a share of the longer side (default 0.06). */
  readonly thickness?: number;
  /** Height of the brightness relief on the front, as a share of the longer side (default 0.03). */
  readonly relief?: number;
}

/** Triangle geometry: positions, normals, texture coordinates and indices. */
export interface ReliefMesh {
  readonly positions: Float32Array;
  readonly normals: Float32Array;
  readonly uvs: Float32Array;
  readonly indices: Uint32Array;
}

/** A subject smaller than this share of the image is no subject (a blank or keyed-out image). */
export const MIN_SUBJECT_SHARE = 0.005;

class Builder {
  positions: number[] = [];
  normals: number[] = [];
  uvs: number[] = [];
  indices: number[] = [];
  vertex(x: number, y: number, z: number, nx: number, ny: number, nz: number, u: number, v: number): number {
    this.positions.push(x, y, z);
    this.normals.push(nx, ny, nz);
    this.uvs.push(u, v);
    return this.positions.length / 3 - 1;
  }
}

/** Builds the relief of an image's subject. */
export function reliefMesh(image: RgbaImage, mask: SubjectMask, options: ReliefOptions = {}): ReliefMesh {
  const { width, height } = image;
  if (mask.count < width * height * MIN_SUBJECT_SHARE) {
    throw new ReliefError('No subject found: the background covers the whole image (use an image with a subject on a plain or transparent background).');
  }
  const longer = Math.max(width, height);
  const cellPx = Math.max(1, Math.ceil(longer / (options.cells ?? 160)));
  const gw = Math.ceil(width / cellPx);
  const gh = Math.ceil(height / cellPx);
  const thickness = options.thickness ?? 0.06;
  const reliefHeight = options.relief ?? 0.03;

  // A cell is the subject's when at least half its pixels are; its brightness is their mean.
  const solid = new Uint8Array(gw * gh);
  const bright = new Float32Array(gw * gh);
  for (let cy = 0; cy < gh; cy++) {
    for (let cx = 0; cx < gw; cx++) {
      let inside = 0;
      let all = 0;
      let sum = 0;
      for (let y = cy * cellPx; y < Math.min(height, (cy + 1) * cellPx); y++) {
        for (let x = cx * cellPx; x < Math.min(width, (cx + 1) * cellPx); x++) {
          const i = y * width + x;
          all++;
          if (!mask.data[i]) continue;
          inside++;
          const o = i * 4;
          sum += (0.2126 * image.data[o] + 0.7152 * image.data[o + 1] + 0.0722 * image.data[o + 2]) / 255;
        }
      }
      if (inside * 2 >= all && inside > 0) {
        solid[cy * gw + cx] = 1;
        bright[cy * gw + cx] = sum / inside;
      }
    }
  }
  const isSolid = (cx: number, cy: number): boolean => cx >= 0 && cy >= 0 && cx < gw && cy < gh && solid[cy * gw + cx] === 1;

  // Corners: (gw + 1) × (gh + 1); a corner's place in the image and in space.
  const cw = gw + 1;
  const px = (gx: number): number => Math.min(width, gx * cellPx);
  const py = (gy: number): number => Math.min(height, gy * cellPx);
  const X = (gx: number): number => (px(gx) - width / 2) / longer;
  const Y = (gy: number): number => (height / 2 - py(gy)) / longer;
  const U = (gx: number): number => px(gx) / width;
  const V = (gy: number): number => py(gy) / height;
  const back = -thickness / 2;

  // The front's height at a corner: the mean brightness of the solid cells around it.
  const front = new Float32Array(cw * (gh + 1));
  for (let gy = 0; gy <= gh; gy++) {
    for (let gx = 0; gx <= gw; gx++) {
      let sum = 0;
      let k = 0;
      for (const [cx, cy] of [[gx - 1, gy - 1], [gx, gy - 1], [gx - 1, gy], [gx, gy]]) {
        if (isSolid(cx, cy)) {
          sum += bright[cy * gw + cx];
          k++;
        }
      }
      front[gy * cw + gx] = thickness / 2 + (k ? (sum / k) * reliefHeight : 0);
    }
  }

  const b = new Builder();
  // Front and back: one vertex per used corner each; front normals summed from the faces around.
  const frontIndex = new Int32Array(cw * (gh + 1)).fill(-1);
  const backIndex = new Int32Array(cw * (gh + 1)).fill(-1);
  const corner = (gx: number, gy: number, side: 'front' | 'back'): number => {
    const table = side === 'front' ? frontIndex : backIndex;
    const at = gy * cw + gx;
    if (table[at] < 0) {
      table[at] = side === 'front'
        ? b.vertex(X(gx), Y(gy), front[at], 0, 0, 0, U(gx), V(gy))
        : b.vertex(X(gx), Y(gy), back, 0, 0, -1, U(gx), V(gy));
    }
    return table[at];
  };
  const frontFaces: number[] = [];
  for (let cy = 0; cy < gh; cy++) {
    for (let cx = 0; cx < gw; cx++) {
      if (!isSolid(cx, cy)) continue;
      const tl = corner(cx, cy, 'front'), tr = corner(cx + 1, cy, 'front'), bl = corner(cx, cy + 1, 'front'), br = corner(cx + 1, cy + 1, 'front');
      frontFaces.push(tl, bl, br, tl, br, tr);
      const btl = corner(cx, cy, 'back'), btr = corner(cx + 1, cy, 'back'), bbl = corner(cx, cy + 1, 'back'), bbr = corner(cx + 1, cy + 1, 'back');
      b.indices.push(btl, bbr, bbl, btl, btr, bbr);
    }
  }
  b.indices.push(...frontFaces);
  smoothNormals(b, frontFaces);

  // Walls: along every side of a solid cell that borders no solid cell, facing out.
  const wall = (ax: number, ay: number, bx: number, by: number, nx: number, ny: number): void => {
    const fa = front[ay * cw + ax];
    const fb = front[by * cw + bx];
    const a0 = b.vertex(X(ax), Y(ay), back, nx, ny, 0, U(ax), V(ay));
    const b0 = b.vertex(X(bx), Y(by), back, nx, ny, 0, U(bx), V(by));
    const b1 = b.vertex(X(bx), Y(by), fb, nx, ny, 0, U(bx), V(by));
    const a1 = b.vertex(X(ax), Y(ay), fa, nx, ny, 0, U(ax), V(ay));
    // Winding: counter-clockwise seen from outside (the normal's side).
    const ex = X(bx) - X(ax), ey = Y(by) - Y(ay);
    const outward = ey * nx - ex * ny > 0; // (edge × up) points along the normal
    if (outward) b.indices.push(a0, b0, b1, a0, b1, a1);
    else b.indices.push(a0, b1, b0, a0, a1, b1);
  };
  for (let cy = 0; cy < gh; cy++) {
    for (let cx = 0; cx < gw; cx++) {
      if (!isSolid(cx, cy)) continue;
      if (!isSolid(cx, cy - 1)) wall(cx, cy, cx + 1, cy, 0, 1); // top (image up is +y)
      if (!isSolid(cx, cy + 1)) wall(cx + 1, cy + 1, cx, cy + 1, 0, -1);
      if (!isSolid(cx - 1, cy)) wall(cx, cy + 1, cx, cy, -1, 0);
      if (!isSolid(cx + 1, cy)) wall(cx + 1, cy, cx + 1, cy + 1, 1, 0);
    }
  }
  return {
    positions: Float32Array.from(b.positions), normals: Float32Array.from(b.normals), uvs: Float32Array.from(b.uvs), indices: Uint32Array.from(b.indices),
  };
}

/** Normals of the front's vertices: the sum of their faces' normals, made unit length. */
function smoothNormals(b: Builder, faces: readonly number[]): void {
  const p = b.positions;
  const n = b.normals;
  for (let f = 0; f < faces.length; f += 3) {
    const [i, j, k] = [faces[f] * 3, faces[f + 1] * 3, faces[f + 2] * 3];
    const ux = p[j] - p[i], uy = p[j + 1] - p[i + 1], uz = p[j + 2] - p[i + 2];
    const vx = p[k] - p[i], vy = p[k + 1] - p[i + 1], vz = p[k + 2] - p[i + 2];
    const nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
    for (const v of [i, j, k]) {
      n[v] += nx;
      n[v + 1] += ny;
      n[v + 2] += nz;
    }
  }
  const seen = new Set(faces);
  for (const v of seen) {
    const o = v * 3;
    const len = Math.hypot(n[o], n[o + 1], n[o + 2]);
    if (len === 0) {
      n[o + 2] = 1;
      continue;
    }
    n[o] /= len;
    n[o + 1] /= len;
    n[o + 2] /= len;
  }
}
