import earcut from 'earcut';
import { numberParam, titles } from '../../sdk/index.js';
import type { GeometryData, JsonObject, JsonValue, PropertyDescriptor } from '../../sdk/index.js';

/** Polygon parameters: extrusion depth (0 is a flat polygon). The outline is GeoJSON in the value's data. */
export const DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'depth', type: 'number', propertyGroup: 'geometry', rank: 1, min: 0, default: 0, titles: titles('Extrusion depth', '拉伸深度', '拉伸深度') },
];

/** The default polygon: a square from -1 to 1 (spec 001 §3), as a GeoJSON Polygon of [x, z] positions. */
export function defaultPolygon(): JsonValue {
  return { type: 'Polygon', coordinates: [[[-1, -1], [1, -1], [1, 1], [-1, 1], [-1, -1]]] };
}

/** Rings of a GeoJSON Polygon: the outer ring first, then holes; closing duplicates dropped. Throws on bad input. */
export function readPolygonRings(data: JsonValue | undefined): number[][][] {
  const value = (data ?? defaultPolygon()) as { type?: unknown; coordinates?: unknown };
  if (!value || value.type !== 'Polygon' || !Array.isArray(value.coordinates)) throw new Error('The polygon data is not a GeoJSON Polygon');
  return value.coordinates.map((ring) => {
    if (!Array.isArray(ring)) throw new Error('A polygon ring is not a list of positions');
    const points = ring.map((p) => {
      if (!Array.isArray(p) || typeof p[0] !== 'number' || typeof p[1] !== 'number') throw new Error('A polygon position is not [x, z]');
      return [p[0], p[1]];
    });
    const first = points[0];
    const last = points[points.length - 1];
    if (points.length > 1 && first[0] === last[0] && first[1] === last[1]) points.pop();
    if (points.length < 3) throw new Error('A polygon ring needs at least 3 positions');
    return points;
  });
}

/**
 * Triangulate the GeoJSON polygon (holes included) with earcut in the XZ plane, facing +Y. A flat polygon with v ring
 * vertices has v vertices; extruded by depth > 0 it has 2v cap vertices plus 4 per ring edge for the walls.
 */
export function build(params: JsonObject, data?: JsonValue): GeometryData {
  const rings = readPolygonRings(data);
  const depth = numberParam(DESCRIPTORS, params, 'depth');
  const flat: number[] = [];
  const holes: number[] = [];
  for (const [i, ring] of rings.entries()) {
    if (i > 0) holes.push(flat.length / 2);
    for (const [x, z] of ring) flat.push(x, z);
  }
  const triangles = earcut(flat, holes, 2);
  const count = flat.length / 2;
  // Babylon's front faces are clockwise seen from the normal: make the cap face +Y.
  if (triangles.length >= 3) {
    const [a, b, c] = triangles;
    const cross = (flat[b * 2] - flat[a * 2]) * (flat[c * 2 + 1] - flat[a * 2 + 1]) - (flat[b * 2 + 1] - flat[a * 2 + 1]) * (flat[c * 2] - flat[a * 2]);
    if (cross < 0) for (let i = 0; i < triangles.length; i += 3) [triangles[i + 1], triangles[i + 2]] = [triangles[i + 2], triangles[i + 1]];
  }
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  for (let i = 0; i < count; i++) {
    positions.push(flat[i * 2], depth, flat[i * 2 + 1]);
    normals.push(0, 1, 0);
    uvs.push(flat[i * 2], flat[i * 2 + 1]);
  }
  indices.push(...triangles);
  if (depth > 0) {
    for (let i = 0; i < count; i++) {
      positions.push(flat[i * 2], 0, flat[i * 2 + 1]);
      normals.push(0, -1, 0);
      uvs.push(flat[i * 2], flat[i * 2 + 1]);
    }
    for (let i = 0; i < triangles.length; i += 3) indices.push(triangles[i] + count, triangles[i + 2] + count, triangles[i + 1] + count);
    for (const ring of rings) {
      for (let i = 0; i < ring.length; i++) {
        const [x0, z0] = ring[i];
        const [x1, z1] = ring[(i + 1) % ring.length];
        const length = Math.hypot(x1 - x0, z1 - z0) || 1;
        const nx = (z1 - z0) / length;
        const nz = -(x1 - x0) / length;
        const base = positions.length / 3;
        positions.push(x0, depth, z0, x1, depth, z1, x1, 0, z1, x0, 0, z0);
        for (let k = 0; k < 4; k++) normals.push(nx, 0, nz);
        uvs.push(0, 1, 1, 1, 1, 0, 0, 0);
        indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
      }
    }
  }
  return { positions, indices, normals, uvs };
}
