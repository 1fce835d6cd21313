import { LIGHT_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** The hemispheric light's descriptor table. */
export const HEMISPHERIC_LIGHT_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...LIGHT_DESCRIPTORS,
  { name: 'direction', type: 'vector3', propertyGroup: 'base', rank: 10, default: { x: 0, y: 1, z: 0 }, titles: titles('Direction', '方向', '方向') },
  { name: 'groundColor', type: 'color3', propertyGroup: 'base', rank: 5, default: { r: 0.2, g: 0.2, b: 0.2 }, titles: titles('Ground colour', '地面颜色', '地面顏色') },
];
