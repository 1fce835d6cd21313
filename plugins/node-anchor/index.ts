import { nodeTypePlugin } from '../../sdk/index.js';
import { anchorType } from './adapter.js';

/** The anchor node: a point other content attaches to. */
export default nodeTypePlugin('builtin.node-anchor', anchorType);
