import { nodeTypePlugin } from '../../sdk/index.js';
import { transformType } from './adapter.js';

/** The transform node: a positioned, rotated, scaled group. */
export default nodeTypePlugin('builtin.node-transform', transformType);
