import { nodeTypePlugin } from '../../sdk/index.js';
import { hemisphericLightType } from './adapter.js';

/** The Hemispheric light node type. */
export default nodeTypePlugin('builtin.node-hemispheric-light', hemisphericLightType);
