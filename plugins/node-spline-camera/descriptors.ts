import { SPLINE_NODE_TYPE, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** How the spline camera aims: along the path a little ahead, or at a fixed point. */
export type SplineCameraLook = 'ahead' | 'target';

/** The spline camera's descriptor table: the spline camera args (spec 001 §3) and its lens. */
export const SPLINE_CAMERA_DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'active', type: 'boolean', propertyGroup: 'base', rank: 1, default: true, titles: titles('Active camera', '当前相机', '目前相機') },
  { name: 'splineGroup', type: 'nodeSelect', propertyGroup: 'base', rank: 2, default: '', options: { nodeType: SPLINE_NODE_TYPE }, titles: titles('Spline group', '样条组', '樣條組') },
  // The index counts the group's enabled splines only (what the group offers to its readers).
  { name: 'splineIndex', type: 'int', mode: 'int', propertyGroup: 'base', rank: 3, min: 0, max: 999, default: 0, titles: titles('Spline index', '样条序号', '樣條序號') },
  { name: 'speed', type: 'number', propertyGroup: 'base', rank: 4, min: -1000, max: 1000, default: 2, titles: titles('Speed (units/s)', '速度（单位/秒）', '速度（單位/秒）') },
  { name: 'loop', type: 'boolean', propertyGroup: 'base', rank: 5, default: true, titles: titles('Loop', '循环', '循環') },
  { name: 'startOffset', type: 'number', propertyGroup: 'base', rank: 6, min: -100000, max: 100000, default: 0, titles: titles('Start offset', '起始偏移', '起始偏移') },
  {
    name: 'look', type: 'enum', propertyGroup: 'base', rank: 7, default: 'ahead', titles: titles('Aim', '朝向', '朝向'),
    enum: [
      { value: 'ahead', label: titles('Along the path', '沿路径前方', '沿路徑前方') },
      { value: 'target', label: titles('At the target', '看向目标点', '看向目標點') },
    ],
  },
  { name: 'lookAhead', type: 'number', propertyGroup: 'base', rank: 8, min: 0.001, max: 100000, default: 1, titles: titles('Look ahead', '前视距离', '前視距離') },
  { name: 'target', type: 'vector3', propertyGroup: 'base', rank: 9, default: { x: 0, y: 0, z: 0 }, titles: titles('Target', '目标点', '目標點') },
  { name: 'fov', type: 'number', mode: 'radian', propertyGroup: 'base', rank: 10, min: 0.01, max: 3.1, default: 0.8, titles: titles('Field of view', '视野', '視野') },
  { name: 'minZ', type: 'number', propertyGroup: 'advanced', rank: 1, min: 0, default: 0.1, titles: titles('Near plane', '近裁剪面', '近裁剪面') },
  { name: 'maxZ', type: 'number', propertyGroup: 'advanced', rank: 2, min: 0, default: 10000, titles: titles('Far plane', '远裁剪面', '遠裁剪面') },
];
