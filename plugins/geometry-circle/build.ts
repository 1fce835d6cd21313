import { CreateTorusVertexData } from '@babylonjs/core/Meshes/Builders/torusBuilder.pure.js';
import { numberParam, titles } from '../../sdk/index.js';
import type { GeometryData, JsonObject, PropertyDescriptor } from '../../sdk/index.js';

/** Circle (torus) parameters: outer diameter and hole ratio 0–1 (spec 001 §5). */
export const DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'diameter', type: 'number', propertyGroup: 'geometry', rank: 1, min: 0, default: 1, titles: titles('Outer diameter', '外径', '外徑') },
  { name: 'hole', type: 'number', mode: 'percent', propertyGroup: 'geometry', rank: 2, min: 0, max: 1, default: 0.5, titles: titles('Hole', '内孔比例', '內孔比例') },
  { name: 'tessellation', type: 'int', mode: 'int', propertyGroup: 'geometry', rank: 3, min: 0, default: 32, titles: titles('Tessellation', '细分', '細分') },
];

/** A torus whose inner diameter is hole × diameter: (t+1)² vertices and 6(t+1)² indices for tessellation t ≥ 3. */
export function build(params: JsonObject): GeometryData {
  const n = (k: string) => numberParam(DESCRIPTORS, params, k);
  const outer = n('diameter');
  const inner = outer * n('hole');
  const vd = CreateTorusVertexData({ diameter: (outer + inner) / 2, thickness: Math.max(1e-4, (outer - inner) / 2), tessellation: Math.max(3, Math.round(n('tessellation'))) });
  return { positions: vd.positions!, indices: vd.indices!, normals: vd.normals!, uvs: vd.uvs! };
}
