import { titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** The orbit camera's descriptor table: orbit, lens and limits (camera arguments). */
export const ORBIT_CAMERA_DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'active', type: 'boolean', propertyGroup: 'base', rank: 1, default: true, titles: titles('Active camera', '当前相机', '目前相機') },
  { name: 'alpha', type: 'number', mode: 'radian', propertyGroup: 'base', rank: 2, default: -Math.PI / 2, titles: titles('Horizontal angle', '水平角', '水平角') },
  { name: 'beta', type: 'number', mode: 'radian', propertyGroup: 'base', rank: 3, default: Math.PI / 3, titles: titles('Vertical angle', '垂直角', '垂直角') },
  { name: 'radius', type: 'number', propertyGroup: 'base', rank: 4, min: 0, default: 20, titles: titles('Distance', '距离', '距離') },
  { name: 'target', type: 'vector3', propertyGroup: 'base', rank: 5, default: { x: 0, y: 0, z: 0 }, titles: titles('Target', '目标点', '目標點') },
  { name: 'fov', type: 'number', mode: 'radian', propertyGroup: 'base', rank: 6, min: 0.01, max: 3.1, default: 0.8, titles: titles('Field of view', '视野', '視野') },
  { name: 'minZ', type: 'number', propertyGroup: 'advanced', rank: 1, min: 0, default: 0.1, titles: titles('Near plane', '近裁剪面', '近裁剪面') },
  { name: 'maxZ', type: 'number', propertyGroup: 'advanced', rank: 2, min: 0, default: 10000, titles: titles('Far plane', '远裁剪面', '遠裁剪面') },
  { name: 'wheelPrecision', type: 'number', propertyGroup: 'advanced', rank: 3, min: 0.01, default: 3, titles: titles('Zoom sensitivity', '缩放灵敏度', '縮放靈敏度') },
  { name: 'panningSensibility', type: 'number', propertyGroup: 'advanced', rank: 4, min: 0, default: 1000, titles: titles('Pan sensitivity', '平移灵敏度', '平移靈敏度') },
  { name: 'lowerRadiusLimit', type: 'number', propertyGroup: 'limit', rank: 1, min: 0, default: 0.5, titles: titles('Minimum distance', '最小距离', '最小距離') },
  { name: 'upperRadiusLimit', type: 'number', propertyGroup: 'limit', rank: 2, min: 0, default: 5000, titles: titles('Maximum distance', '最大距离', '最大距離') },
  { name: 'lowerBetaLimit', type: 'number', mode: 'radian', propertyGroup: 'limit', rank: 3, min: 0, max: Math.PI, default: 0.01, titles: titles('Minimum vertical angle', '最小垂直角', '最小垂直角') },
  { name: 'upperBetaLimit', type: 'number', mode: 'radian', propertyGroup: 'limit', rank: 4, min: 0, max: Math.PI, default: Math.PI / 2, titles: titles('Maximum vertical angle', '最大垂直角', '最大垂直角') },
];
