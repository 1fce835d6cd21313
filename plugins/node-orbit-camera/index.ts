import { nodeTypePlugin } from '../../sdk/index.js';
import { orbitCameraType } from './adapter.js';

/** The orbit camera node type with its camera arguments. */
export default nodeTypePlugin('builtin.node-orbit-camera', orbitCameraType);
