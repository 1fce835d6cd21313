import { nodeTypePlugin } from '../../sdk/index.js';
import { mapPositionType } from './adapter.js';

/** The map-position node: placed by longitude, latitude and height. */
export default nodeTypePlugin('builtin.node-map-position', mapPositionType);
