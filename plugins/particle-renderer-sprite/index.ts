import { particleStagePlugin } from '../../sdk/index.js';
import { spriteRenderer } from './stage.js';

/** Sprite renderer. */
export default particleStagePlugin('builtin.particle-renderer-sprite', spriteRenderer);
