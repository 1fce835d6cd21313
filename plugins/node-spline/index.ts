import { definePlugin } from '../../sdk/index.js';
import { splineNodeType } from './adapter.js';

/** The spline node: a spline group (circles, spirals, paths) drawn as lines, read by spline emitters, the Spline geometry and the spline camera. */
export default definePlugin({ id: 'builtin.node-spline', contributes: [splineNodeType] });
