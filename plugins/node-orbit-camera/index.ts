import { definePlugin } from '../../sdk/index.js';
import { orbitCameraType } from './adapter.js';

/** The orbit camera node type with its camera arguments. */
export default definePlugin({ id: 'builtin.node-orbit-camera', contributes: [orbitCameraType] });
