import { numberParam, titles } from '../../sdk/index.js';
import type { GeometryData, JsonObject, PropertyDescriptor } from '../../sdk/index.js';

/** Disk parameters: hole and arc 0–1 (spec 001 §5). */
export const DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'radius', type: 'number', propertyGroup: 'geometry', rank: 1, min: 0, default: 0.5, titles: titles('Radius', '半径', '半徑') },
  { name: 'tessellation', type: 'int', mode: 'int', propertyGroup: 'geometry', rank: 2, min: 0, default: 64, titles: titles('Tessellation', '细分', '細分') },
  { name: 'arc', type: 'number', mode: 'percent', propertyGroup: 'geometry', rank: 3, min: 0, max: 1, default: 1, titles: titles('Arc', '弧度比例', '弧度比例') },
  { name: 'hole', type: 'number', mode: 'percent', propertyGroup: 'geometry', rank: 4, min: 0, max: 1, default: 0, titles: titles('Hole', '内孔比例', '內孔比例') },
];

/**
 * A flat disk (or ring, or sector) in the XY plane facing -Z. With s segments (tessellation, at least 3):
 * without a hole 1 + (s+1) vertices and 3s indices; with a hole 2(s+1) vertices and 6s indices.
 */
export function build(params: JsonObject): GeometryData {
  const n = (k: string) => numberParam(DESCRIPTORS, params, k);
  const radius = n('radius');
  const segments = Math.max(3, Math.round(n('tessellation')));
  const sweep = Math.max(0.001, n('arc')) * Math.PI * 2;
  const inner = radius * Math.min(0.999, n('hole'));
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const push = (x: number, y: number) => {
    positions.push(x, y, 0);
    normals.push(0, 0, -1);
    uvs.push(radius ? 0.5 + x / (2 * radius) : 0.5, radius ? 0.5 + y / (2 * radius) : 0.5);
  };
  if (inner <= 0) {
    push(0, 0);
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * sweep;
      push(radius * Math.cos(a), radius * Math.sin(a));
    }
    for (let i = 0; i < segments; i++) indices.push(0, i + 2, i + 1);
  } else {
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * sweep;
      push(radius * Math.cos(a), radius * Math.sin(a));
      push(inner * Math.cos(a), inner * Math.sin(a));
    }
    for (let i = 0; i < segments; i++) {
      const o = i * 2;
      indices.push(o, o + 1, o + 2, o + 1, o + 3, o + 2);
    }
  }
  return { positions, indices, normals, uvs };
}
