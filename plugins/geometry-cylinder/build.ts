import { CreateCylinderVertexData } from '@babylonjs/core/Meshes/Builders/cylinderBuilder.pure.js';
import { numberParam, titles } from '../../sdk/index.js';
import type { GeometryData, JsonObject, PropertyDescriptor } from '../../sdk/index.js';

/** Cylinder parameters. */
export const DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'height', type: 'number', propertyGroup: 'geometry', rank: 1, min: 0, default: 2, titles: titles('Height', '高度', '高度') },
  { name: 'diameterTop', type: 'number', propertyGroup: 'geometry', rank: 2, min: 0, default: 1, titles: titles('Top diameter', '顶部直径', '頂部直徑') },
  { name: 'diameterBottom', type: 'number', propertyGroup: 'geometry', rank: 3, min: 0, default: 1, titles: titles('Bottom diameter', '底部直径', '底部直徑') },
  { name: 'tessellation', type: 'int', mode: 'int', propertyGroup: 'geometry', rank: 4, min: 0, default: 24, titles: titles('Tessellation', '细分', '細分') },
  { name: 'subdivisions', type: 'int', mode: 'int', propertyGroup: 'geometry', rank: 5, min: 1, default: 1, titles: titles('Height segments', '高度分段', '高度分段') },
  { name: 'arc', type: 'number', mode: 'percent', propertyGroup: 'geometry', rank: 6, min: 0, max: 1, default: 1, titles: titles('Arc', '弧度比例', '弧度比例') },
];

/** A cylinder or cone; tessellation below 3 builds 3 sides. */
export function build(params: JsonObject): GeometryData {
  const n = (k: string) => numberParam(DESCRIPTORS, params, k);
  const vd = CreateCylinderVertexData({
    height: n('height'), diameterTop: n('diameterTop'), diameterBottom: n('diameterBottom'),
    tessellation: Math.max(3, Math.round(n('tessellation'))), subdivisions: Math.max(1, Math.round(n('subdivisions'))), arc: Math.max(0.001, n('arc')),
  });
  return { positions: vd.positions!, indices: vd.indices!, normals: vd.normals!, uvs: vd.uvs! };
}
