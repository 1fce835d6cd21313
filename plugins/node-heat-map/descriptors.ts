import { HEAT_MAP_POINT_LIST_TYPE, TRANSFORM_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** The heat-map node's stored property holding its points. */
export const HEAT_POINTS_PROP = 'heatPoints';

/** The heat-map node's descriptor table: a transform, its surface (size, value drawn red, opacity) and its points. */
export const HEAT_MAP_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...TRANSFORM_DESCRIPTORS,
  { name: 'width', type: 'number', propertyGroup: 'data', rank: 1, min: 0.01, max: 100_000, default: 10, titles: titles('Width', '宽度', '寬度') },
  { name: 'depth', type: 'number', propertyGroup: 'data', rank: 2, min: 0.01, max: 100_000, default: 10, titles: titles('Depth', '深度', '深度') },
  { name: 'maxValue', type: 'number', propertyGroup: 'data', rank: 3, min: 0.001, max: 1_000_000, precision: 3, default: 1, titles: titles('Value drawn red', '红色对应值', '紅色對應值') },
  { name: 'opacity', type: 'number', propertyGroup: 'data', rank: 4, min: 0, max: 1, precision: 2, default: 0.85, titles: titles('Opacity', '不透明度', '不透明度') },
  { name: HEAT_POINTS_PROP, type: HEAT_MAP_POINT_LIST_TYPE, propertyGroup: 'data', rank: 5, default: [], titles: titles('Heat points', '热力点', '熱力點') },
];
