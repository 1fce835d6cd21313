import { particleStagePlugin } from '../../sdk/index.js';
import { meshRenderer } from './stage.js';

/** Mesh renderer. */
export default particleStagePlugin('builtin.particle-renderer-mesh', meshRenderer);
