import { CreatePlaneVertexData } from '@babylonjs/core/Meshes/Builders/planeBuilder.pure.js';
import { numberParam, titles } from '../../sdk/index.js';
import type { GeometryData, JsonObject, PropertyDescriptor } from '../../sdk/index.js';

/** Plane parameters. */
export const DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'width', type: 'number', propertyGroup: 'geometry', rank: 1, min: 0, default: 1, titles: titles('Width', '宽度', '寬度') },
  { name: 'height', type: 'number', propertyGroup: 'geometry', rank: 2, min: 0, default: 1, titles: titles('Height', '高度', '高度') },
  { name: 'doubleSided', type: 'boolean', propertyGroup: 'geometry', rank: 3, default: true, titles: titles('Double sided', '双面', '雙面') },
];

/** A vertical plane facing -Z: 4 vertices and 6 indices (8 and 12 when double sided). */
export function build(params: JsonObject): GeometryData {
  const n = (k: string) => numberParam(DESCRIPTORS, params, k);
  const doubleSided = params.doubleSided !== false;
  const vd = CreatePlaneVertexData({ width: n('width'), height: n('height'), sideOrientation: doubleSided ? 2 : 0 });
  return { positions: vd.positions!, indices: vd.indices!, normals: vd.normals!, uvs: vd.uvs! };
}
