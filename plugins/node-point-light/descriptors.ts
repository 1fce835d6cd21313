import { LIGHT_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** The point light's descriptor table. */
export const POINT_LIGHT_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...LIGHT_DESCRIPTORS,
  { name: 'position', type: 'vector3', propertyGroup: 'base', rank: 10, default: { x: 0, y: 5, z: 0 }, titles: titles('Position', '位置', '位置') },
  { name: 'range', type: 'number', propertyGroup: 'base', rank: 12, min: 0, default: 100, titles: titles('Range', '范围', '範圍') },
  { name: 'shadowGenerator', type: 'shadowGenerator', propertyGroup: 'shadow', rank: 1, isConst: true, titles: titles('Shadow generator', '阴影生成器', '陰影產生器') },
];
