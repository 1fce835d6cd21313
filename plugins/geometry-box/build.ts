import { CreateBoxVertexData } from '@babylonjs/core/Meshes/Builders/boxBuilder.pure.js';
import { numberParam, titles } from '../../sdk/index.js';
import type { GeometryData, JsonObject, PropertyDescriptor } from '../../sdk/index.js';

/** Box parameters. */
export const DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'width', type: 'number', propertyGroup: 'geometry', rank: 1, min: 0, default: 1, titles: titles('Width', '宽度', '寬度') },
  { name: 'height', type: 'number', propertyGroup: 'geometry', rank: 2, min: 0, default: 1, titles: titles('Height', '高度', '高度') },
  { name: 'depth', type: 'number', propertyGroup: 'geometry', rank: 3, min: 0, default: 1, titles: titles('Depth', '深度', '深度') },
];

/** A box: 24 vertices (4 per face), 36 indices. */
export function build(params: JsonObject): GeometryData {
  const n = (k: string) => numberParam(DESCRIPTORS, params, k);
  // Babylon treats 0 as 'use the default size'; a tiny size keeps a zero-size box flat.
  const size = (k: string) => Math.max(1e-6, n(k));
  const vd = CreateBoxVertexData({ width: size('width'), height: size('height'), depth: size('depth') });
  return { positions: vd.positions!, indices: vd.indices!, normals: vd.normals!, uvs: vd.uvs! };
}
