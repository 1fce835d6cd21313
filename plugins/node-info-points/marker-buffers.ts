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

/**
 * The buffers of the visible `points` whose label is on atlas page `page` (or which have no label there: markers of
 * points without a label cell go with page 0). Hidden points are left out.
 */
export function markerBuffers(points: readonly InfoPointData[], layout: LabelAtlasLayout | undefined, page: number): MarkerBuffers {
  const chosen: { point: InfoPointData; labelled: boolean }[] = [];
  for (const point of points) {
    if (!point.visible) continue;
    const cell = layout?.cells.get(point.name);
    if (cell ? cell.page === page : page === 0) chosen.push({ point, labelled: cell !== undefined });
  }
  const quads = chosen.reduce((n, c) => n + (c.labelled ? 2 : 1), 0);
  const positions = new Float32Array(quads * 12);
  const offsets = new Float32Array(quads * 12);
  const colors = new Float32Array(quads * 16);
  const uvs = new Float32Array(quads * 8);
  const indices = new Uint32Array(quads * 6);
  let q = 0;
  const quad = (p: readonly number[], rgba: readonly number[], kind: number, x0: number, y0: number, x1: number, y1: number, uv: readonly number[]) => {
    // Corners: bottom-left, bottom-right, top-right, top-left (screen y up).
    const corners = [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
    for (let c = 0; c < 4; c++) {
      const v = q * 4 + c;
      positions.set(p, v * 3);
      offsets.set([corners[c]![0]!, corners[c]![1]!, kind], v * 3);
      colors.set(rgba, v * 4);
      uvs.set([uv[c * 2]!, uv[c * 2 + 1]!], v * 2);
    }
    indices.set([q * 4, q * 4 + 1, q * 4 + 2, q * 4, q * 4 + 2, q * 4 + 3], q * 6);
    q++;
  };
  const r = MARKER_SIZE / 2;
  for (const { point, labelled } of chosen) {
    const rgba = [...hexToRgb(infoPointStatusColour(point.status)), 1];
    // The marker's uvs run -1..1 across it: the fragment shader draws a disc from them.
    quad(point.position, rgba, 0, -r, -r, r, r, [-1, -1, 1, -1, 1, 1, -1, 1]);
    if (!labelled) continue;
    const cell = layout!.cells.get(point.name)!;
    const size = layout!.pageSize;
    const u0 = cell.x / size, u1 = (cell.x + cell.width) / size;
    // Atlas rows are uploaded top row first, so v grows downwards in the picture.
    const vTop = cell.y / size, vBottom = (cell.y + cell.height) / size;
    const left = r + LABEL_GAP;
    quad(point.position, rgba, 1, left, -cell.height / 2, left + cell.width, cell.height / 2, [u0, vBottom, u1, vBottom, u1, vTop, u0, vTop]);
  }
  return { positions, offsets, colors, uvs, indices, points: chosen.length };
}
