import { CreateSphereVertexData } from '@babylonjs/core/Meshes/Builders/sphereBuilder.pure.js';
import { numberParam, titles } from '../../sdk/index.js';
import type { GeometryData, JsonObject, PropertyDescriptor } from '../../sdk/index.js';

/** Sphere parameters (arc and slice 0–1, spec 001 §5). */
export const DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'diameter', type: 'number', propertyGroup: 'geometry', rank: 1, min: 0, default: 1, titles: titles('Diameter', '直径', '直徑') },
  { name: 'segments', type: 'int', mode: 'int', propertyGroup: 'geometry', rank: 2, min: 0, default: 32, titles: titles('Segments', '分段', '分段') },
  { name: 'arc', type: 'number', mode: 'percent', propertyGroup: 'geometry', rank: 3, min: 0, max: 1, default: 1, titles: titles('Arc', '弧度比例', '弧度比例') },
  { name: 'slice', type: 'number', mode: 'percent', propertyGroup: 'geometry', rank: 4, min: 0, max: 1, default: 1, titles: titles('Slice', '切片比例', '切片比例') },
];

/** A UV sphere; segments below 1 build 1. */
export function build(params: JsonObject): GeometryData {
  const n = (k: string) => numberParam(DESCRIPTORS, params, k);
  const vd = CreateSphereVertexData({
    diameter: n('diameter'), segments: Math.max(1, Math.round(n('segments'))), arc: Math.max(0.001, n('arc')), slice: Math.max(0.001, n('slice')),
  });
  return { positions: vd.positions!, indices: vd.indices!, normals: vd.normals!, uvs: vd.uvs! };
}
