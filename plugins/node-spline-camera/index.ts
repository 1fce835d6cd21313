import { definePlugin } from '../../sdk/index.js';
import { splineCameraType } from './adapter.js';

/** The spline camera node type with its spline camera args. */
export default definePlugin({ id: 'builtin.node-spline-camera', contributes: [splineCameraType] });
