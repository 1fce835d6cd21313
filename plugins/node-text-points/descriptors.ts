import { TEXT_POINT_LIST_TYPE, TRANSFORM_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** The text-point node's stored property holding its points. */
export const TEXT_POINTS_PROP = 'textPoints';

/** The text-point node's descriptor table: a transform and its points (in the node's local space). */
export const TEXT_POINTS_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...TRANSFORM_DESCRIPTORS,
  { name: TEXT_POINTS_PROP, type: TEXT_POINT_LIST_TYPE, propertyGroup: 'data', rank: 1, default: [], titles: titles('Text points', '文本点', '文字點') },
];
