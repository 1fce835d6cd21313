import { SPLINE_LIST_TYPE, SPLINES_PROP, TRANSFORM_DESCRIPTORS, splineToJson, readSpline, titles } from '../../sdk/index.js';
import type { PropertyDescriptor } from '../../sdk/index.js';

/** The spline node's descriptor table: a transform and its spline group (one circle to start with). */
export const SPLINE_NODE_DESCRIPTORS: readonly PropertyDescriptor[] = [
  ...TRANSFORM_DESCRIPTORS,
  {
    name: SPLINES_PROP, type: SPLINE_LIST_TYPE, propertyGroup: 'geometry', rank: 1,
    default: [splineToJson(readSpline({ id: 'spline-1', name: 'Circle 1', type: 'circle' })!)],
    titles: titles('Splines', '样条', '樣條'),
  },
  { name: 'lineColor', type: 'color3', propertyGroup: 'geometry', rank: 2, default: '#ffb400', titles: titles('Line colour', '线条颜色', '線條顏色') },
];
