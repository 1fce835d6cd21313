import { nodeTypePlugin } from '../../sdk/index.js';
import { pointLightType } from './adapter.js';

/** The Point light node type. */
export default nodeTypePlugin('builtin.node-point-light', pointLightType);
