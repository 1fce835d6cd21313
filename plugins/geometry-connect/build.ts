import { descriptorDefault, readVector3, titles } from '../../sdk/index.js';
import type { GeometryData, JsonObject, JsonValue, PropertyDescriptor } from '../../sdk/index.js';

/** Connect (line) parameters: the points and whether the line closes. */
export const DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'points', type: 'json', propertyGroup: 'geometry', rank: 1, default: [{ x: 0, y: 0, z: 0 }, { x: 1, y: 0, z: 0 }], options: { height: 200 }, titles: titles('Points', '点', '點') },
  { name: 'closed', type: 'boolean', propertyGroup: 'geometry', rank: 2, default: false, titles: titles('Closed', '闭合', '閉合') },
];

/** Points of a JSON list of vector3 values (invalid entries skipped). */
export function readPoints(value: JsonValue | undefined): { x: number; y: number; z: number }[] {
  if (!Array.isArray(value)) return [];
  const out: { x: number; y: number; z: number }[] = [];
  for (const v of value) {
    const p = readVector3(v, { x: NaN, y: NaN, z: NaN });
    if (Number.isFinite(p.x)) out.push(p);
  }
  return out;
}

/** Line segments through the points: n vertices, 2(n-1) indices (2n when closed). */
export function build(params: JsonObject): GeometryData {
  const points = readPoints(params.points ?? descriptorDefault(DESCRIPTORS[0]));
  const positions = points.flatMap((p) => [p.x, p.y, p.z]);
  const indices: number[] = [];
  for (let i = 0; i + 1 < points.length; i++) indices.push(i, i + 1);
  if (params.closed === true && points.length > 2) indices.push(points.length - 1, 0);
  return { positions, indices, lines: true };
}
