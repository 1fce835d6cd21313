import { infoPointStatusColour } from '../../sdk/index.js';
import type { InfoPointData } from '../../sdk/index.js';
import type { LabelAtlasLayout } from './label-atlas.js';

/** Diameter of a point's marker on screen, in CSS pixels (the same at any distance). */
export const MARKER_SIZE = 16;
/** Gap between a marker and its label, in CSS pixels. */
const LABEL_GAP = 4;

/**
 * Vertex data of one draw call: each point is a camera-facing quad (its marker) plus, when its name has a cell on this
 * page, a second quad (its label). Every vertex carries the point's position; `offsets` moves it on screen in pixels
 * (x, y) and says which quad it belongs to (z: 0 marker, 1 label), so the quads keep their size at any distance.
 */
export interface MarkerBuffers {
  readonly positions: Float32Array;
  readonly offsets: Float32Array;
  readonly colors: Float32Array;
  readonly uvs: Float32Array;
  readonly indices: Uint32Array;
  /** Points drawn (each with a marker). */
  readonly points: number;
}

/** '#rrggbb' as r, g, b in 0..1. */
export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/** The visible points of each atlas page (a point whose name has no cell goes with page 0), in one pass. */
export function pointsByPage(points: readonly InfoPointData[], layout: LabelAtlasLayout | undefined): InfoPointData[][] {
  const pages: InfoPointData[][] = Array.from({ length: Math.max(1, layout?.pages ?? 0) }, () => []);
  for (const point of points) {
    if (point.visible) pages[layout?.cells.get(point.name)?.page ?? 0]!.push(point);
  }
  return pages;
}

/**
 * The buffers of the visible `points` whose label is on atlas page `page` (or which have no label there: markers of
 * points without a label cell go with page 0). Hidden points are left out.
 */
export function markerBuffers(points: readonly InfoPointData[], layout: LabelAtlasLayout | undefined, page: number): MarkerBuffers {
  return pageBuffers(pointsByPage(points, layout)[page] ?? [], layout);
}

/** The buffers of points already chosen for one page (see pointsByPage). Written in place: no garbage per point. */
export function pageBuffers(chosen: readonly InfoPointData[], layout: LabelAtlasLayout | undefined): MarkerBuffers {
  let quads = 0;
  for (const point of chosen) quads += layout?.cells.has(point.name) ? 2 : 1;
  const positions = new Float32Array(quads * 12);
  const offsets = new Float32Array(quads * 12);
  const colors = new Float32Array(quads * 16);
  const uvs = new Float32Array(quads * 8);
  const indices = new Uint32Array(quads * 6);
  const colourCache = new Map<string, readonly [number, number, number]>();
  let q = 0;
  // Corners: bottom-left, bottom-right, top-right, top-left (screen y up); uv pairs in the same order.
  const quad = (p: readonly number[], rgb: readonly number[], kind: number, x0: number, y0: number, x1: number, y1: number, u0: number, v0: number, u1: number, v1: number) => {
    const v = q * 4;
    for (let c = 0; c < 4; c++) {
      positions[(v + c) * 3] = p[0]!;
      positions[(v + c) * 3 + 1] = p[1]!;
      positions[(v + c) * 3 + 2] = p[2]!;
      offsets[(v + c) * 3] = c === 0 || c === 3 ? x0 : x1;
      offsets[(v + c) * 3 + 1] = c < 2 ? y0 : y1;
      offsets[(v + c) * 3 + 2] = kind;
      colors[(v + c) * 4] = rgb[0]!;
      colors[(v + c) * 4 + 1] = rgb[1]!;
      colors[(v + c) * 4 + 2] = rgb[2]!;
      colors[(v + c) * 4 + 3] = 1;
      uvs[(v + c) * 2] = c === 0 || c === 3 ? u0 : u1;
      uvs[(v + c) * 2 + 1] = c < 2 ? v0 : v1;
    }
    indices[q * 6] = v;
    indices[q * 6 + 1] = v + 1;
    indices[q * 6 + 2] = v + 2;
    indices[q * 6 + 3] = v;
    indices[q * 6 + 4] = v + 2;
    indices[q * 6 + 5] = v + 3;
    q++;
  };
  const r = MARKER_SIZE / 2;
  for (const point of chosen) {
    let rgb = colourCache.get(point.status);
    if (!rgb) colourCache.set(point.status, (rgb = hexToRgb(infoPointStatusColour(point.status))));
    // The marker's uvs run -1..1 across it: the fragment shader draws a disc from them.
    quad(point.position, rgb, 0, -r, -r, r, r, -1, -1, 1, 1);
    const cell = layout?.cells.get(point.name);
    if (!cell) continue;
    const size = layout!.pageSize;
    const left = r + LABEL_GAP;
    // Atlas rows are uploaded top row first, so v grows downwards in the picture: the bottom corners take the cell's
    // bottom row.
    quad(point.position, rgb, 1, left, -cell.height / 2, left + cell.width, cell.height / 2,
      cell.x / size, (cell.y + cell.height) / size, (cell.x + cell.width) / size, cell.y / size);
  }
  return { positions, offsets, colors, uvs, indices, points: chosen.length };
}
