import { LIGHT_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** The directional light's descriptor table. */
export const DIRECTIONAL_LIGHT_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...LIGHT_DESCRIPTORS,
  { name: 'position', type: 'vector3', propertyGroup: 'base', rank: 10, default: { x: 20, y: 40, z: 20 }, titles: titles('Position', '位置', '位置') },
  { name: 'direction', type: 'vector3', propertyGroup: 'base', rank: 11, default: { x: -0.5, y: -1, z: -0.5 }, titles: titles('Direction', '方向', '方向') },
  { name: 'shadowGenerator', type: 'shadowGenerator', propertyGroup: 'shadow', rank: 1, isConst: true, titles: titles('Shadow generator', '阴影生成器', '陰影產生器') },
];
