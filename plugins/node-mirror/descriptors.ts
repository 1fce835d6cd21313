import { MIRROR_QUALITY_OPTIONS, TRANSFORM_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** Limits of the mirror's properties. */
export const MIRROR_LIMITS = {
  /** Width and depth in the node's units. */
  minSize: 0.01,
  maxSize: 10_000,
} as const;

/** The mirror's render-target scales (spec 001 §9): the reflection is drawn at this fraction of the view's size. */
export const MIRROR_QUALITIES: readonly number[] = MIRROR_QUALITY_OPTIONS.map((o) => Number(o.value));

/** The mirror's descriptor table: a transform, the surface's size, the reflection's quality and strength, the tint. */
export const MIRROR_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...TRANSFORM_DESCRIPTORS,
  { name: 'width', type: 'number', propertyGroup: 'geometry', rank: 1, default: 4, min: MIRROR_LIMITS.minSize, max: MIRROR_LIMITS.maxSize, titles: titles('Width', '宽度', '寬度') },
  { name: 'depth', type: 'number', propertyGroup: 'geometry', rank: 2, default: 4, min: MIRROR_LIMITS.minSize, max: MIRROR_LIMITS.maxSize, titles: titles('Depth', '深度', '深度') },
  {
    name: 'quality', type: 'number', mode: 'enum', enum: MIRROR_QUALITY_OPTIONS, propertyGroup: 'render', rank: 1, default: 0.5,
    titles: titles('Mirror quality', '镜面质量', '鏡面品質'),
  },
  { name: 'level', type: 'number', propertyGroup: 'render', rank: 2, default: 1, min: 0, max: 1, step: 0.05, titles: titles('Reflection strength', '反射强度', '反射強度') },
  { name: 'color', type: 'color3', propertyGroup: 'render', rank: 3, default: { r: 0.05, g: 0.05, b: 0.06 }, titles: titles('Surface colour', '表面颜色', '表面顏色') },
];
