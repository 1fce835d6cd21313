import { nodeTypePlugin } from '../../sdk/index.js';
import { directionalLightType } from './adapter.js';

/** The Directional light node type. */
export default nodeTypePlugin('builtin.node-directional-light', directionalLightType);
