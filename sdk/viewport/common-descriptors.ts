import { descriptorDefault, type PropertyDescriptor } from '../scene/descriptor.js';
import type { JsonObject } from '../scene/json.js';
import { USER_DATA_PROP } from '../scene/user-metadata.js';
import { INTERACTIONS_PROP } from '../scene/interactions.js';
import { titles } from './titles.js';

/** Position, rotation (radians), scaling, visibility, interactions and user metadata: the descriptors every transform-like node shares. */
export const TRANSFORM_DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'position', type: 'vector3', propertyGroup: 'base', rank: 10, default: { x: 0, y: 0, z: 0 }, titles: titles('Position', '位置', '位置') },
  { name: 'rotation', type: 'vector3', mode: 'radian', propertyGroup: 'base', rank: 11, default: { x: 0, y: 0, z: 0 }, titles: titles('Rotation', '旋转', '旋轉') },
  { name: 'scaling', type: 'vector3', propertyGroup: 'base', rank: 12, default: { x: 1, y: 1, z: 1 }, titles: titles('Scaling', '缩放', '縮放') },
  { name: 'visible', type: 'boolean', propertyGroup: 'base', rank: 13, default: true, titles: titles('Visible', '可见', '可見') },
  // No default: a node without interactions stores nothing (read as an empty list by readInteractions).
  { name: INTERACTIONS_PROP, type: 'interactionList', propertyGroup: 'interaction', rank: 800, titles: titles('Interactions', '交互', '互動') },
  // No default: a node without user metadata stores nothing (read as preset none by readUserMetadata).
  { name: USER_DATA_PROP, type: 'userMetadata', propertyGroup: 'user', rank: 900, titles: titles('User data', '用户数据', '使用者資料') },
];

/** Default props from a descriptor table (each descriptor's `default`, deep-copied). */
export function defaultsOf(descriptors: readonly PropertyDescriptor[]): JsonObject {
  const props: JsonObject = {};
  for (const d of descriptors) if (d.default !== undefined) props[d.name] = structuredClone(descriptorDefault(d)!);
  return props;
}

/** Intensity, diffuse and specular colours and the enabled flag: the descriptors every light shares. */
export const LIGHT_DESCRIPTORS: readonly PropertyDescriptor[] = [
  { name: 'enabled', type: 'boolean', propertyGroup: 'base', rank: 1, default: true, titles: titles('Enabled', '启用', '啟用') },
  { name: 'intensity', type: 'number', propertyGroup: 'base', rank: 2, min: 0, max: 100, default: 1, titles: titles('Intensity', '强度', '強度') },
  { name: 'diffuse', type: 'color3', propertyGroup: 'base', rank: 3, default: { r: 1, g: 1, b: 1 }, titles: titles('Diffuse colour', '漫反射颜色', '漫反射顏色') },
  { name: 'specular', type: 'color3', propertyGroup: 'base', rank: 4, default: { r: 1, g: 1, b: 1 }, titles: titles('Specular colour', '高光颜色', '高光顏色') },
];
