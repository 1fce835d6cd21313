import { LIGHT_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** The spot light's descriptor table. */
export const SPOT_LIGHT_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...LIGHT_DESCRIPTORS,
  { name: 'position', type: 'vector3', propertyGroup: 'base', rank: 10, default: { x: 0, y: 10, z: 0 }, titles: titles('Position', '位置', '位置') },
  { name: 'direction', type: 'vector3', propertyGroup: 'base', rank: 11, default: { x: 0, y: -1, z: 0 }, titles: titles('Direction', '方向', '方向') },
  { name: 'angle', type: 'number', mode: 'radian', propertyGroup: 'base', rank: 12, min: 0, max: Math.PI, default: Math.PI / 3, titles: titles('Angle', '角度', '角度') },
  { name: 'exponent', type: 'number', propertyGroup: 'base', rank: 13, min: 0, default: 2, titles: titles('Exponent', '衰减指数', '衰減指數') },
  { name: 'range', type: 'number', propertyGroup: 'base', rank: 14, min: 0, default: 100, titles: titles('Range', '范围', '範圍') },
  { name: 'shadowGenerator', type: 'shadowGenerator', propertyGroup: 'shadow', rank: 1, isConst: true, titles: titles('Shadow generator', '阴影生成器', '陰影產生器') },
];
