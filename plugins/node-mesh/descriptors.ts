import { TRANSFORM_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** The mesh's descriptor table: transform, geometry (builder or stored asset), material colour, shadows, sub-sets. */
export const MESH_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...TRANSFORM_DESCRIPTORS,
  { name: 'pickable', type: 'boolean', propertyGroup: 'base', rank: 14, default: true, titles: titles('Pickable', '可拾取', '可拾取') },
  { name: 'geometry', type: 'geometryBuilder', propertyGroup: 'geometry', rank: 1, isConst: true, titles: titles('Geometry', '几何体', '幾何體') },
  { name: 'asset', type: 'string', propertyGroup: 'data', rank: 1, rw: 'r', default: '', isConst: true, titles: titles('Mesh asset', '网格资源', '網格資源') },
  { name: 'assetParts', type: 'int', mode: 'int', propertyGroup: 'data', rank: 2, rw: 'r', hide: true, default: 0, isConst: true, titles: titles('Asset parts', '资源分片', '資源分片') },
  { name: 'meshData', type: 'string', propertyGroup: 'data', rank: 3, rw: 'r', hide: true, default: '', isConst: true, titles: titles('Embedded mesh data', '内嵌网格数据', '內嵌網格資料') },
  { name: 'subSets', type: 'subSetList', propertyGroup: 'data', rank: 4, default: [], isConst: true, titles: titles('Sub-sets', '子集', '子集') },
  // The material node (spec 001 §2); the inspector embeds its property list under this row.
  { name: 'material', type: 'material', propertyGroup: 'material', rank: 0, default: '', isConst: true, options: { embedNode: true }, titles: titles('Material', '材质', '材質') },
  // Imported model materials by their name in the model file → material node id (written by the importer).
  { name: 'modelMaterials', type: 'json', propertyGroup: 'material', rank: 9, hide: true, default: {}, isConst: true, titles: titles('Model materials', '模型材质', '模型材質') },
  // The Colour the model was imported with (written by the importer): a Colour that differs from it tints the model.
  { name: 'modelColor', type: 'color3', propertyGroup: 'material', rank: 10, hide: true, isConst: true, titles: titles('Imported colour', '导入时的颜色', '匯入時的顏色') },
  { name: 'color', type: 'color3', propertyGroup: 'material', rank: 1, default: { r: 0.8, g: 0.8, b: 0.8 }, titles: titles('Colour', '颜色', '顏色'),
    // An imported model's Colour can go back to the model's own colours in one click.
    resetTo: { prop: 'modelColor', titles: titles('Back to the model\'s own colours', '恢复模型自身的颜色', '恢復模型自身的顏色') } },
  { name: 'alpha', type: 'number', mode: 'percent', propertyGroup: 'material', rank: 2, min: 0, max: 1, default: 1, titles: titles('Opacity', '不透明度', '不透明度') },
  { name: 'castShadow', type: 'boolean', propertyGroup: 'shadow', rank: 1, default: true, titles: titles('Cast shadows', '投射阴影', '投射陰影') },
  { name: 'receiveShadow', type: 'boolean', propertyGroup: 'shadow', rank: 2, default: true, titles: titles('Receive shadows', '接收阴影', '接收陰影') },
];
