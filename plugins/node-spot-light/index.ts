import { nodeTypePlugin } from '../../sdk/index.js';
import { spotLightType } from './adapter.js';

/** The Spot light node type. */
export default nodeTypePlugin('builtin.node-spot-light', spotLightType);
