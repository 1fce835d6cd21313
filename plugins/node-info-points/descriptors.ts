import { INFO_POINT_LIST_TYPE, TRANSFORM_DESCRIPTORS, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** The info-point node's stored property holding its points. */
export const INFO_POINTS_PROP = 'infoPoints';

/** The info-point node's descriptor table: a transform and its points (in the node's local space). */
export const INFO_POINTS_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...TRANSFORM_DESCRIPTORS,
  { name: INFO_POINTS_PROP, type: INFO_POINT_LIST_TYPE, propertyGroup: 'data', rank: 1, default: [], titles: titles('Info points', '信息点', '資訊點') },
];
