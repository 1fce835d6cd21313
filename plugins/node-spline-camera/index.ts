import { nodeTypePlugin } from '../../sdk/index.js';
import { splineCameraType } from './adapter.js';

/** The spline camera node type with its spline camera args. */
export default nodeTypePlugin('builtin.node-spline-camera', splineCameraType);
