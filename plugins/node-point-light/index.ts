import { definePlugin } from '../../sdk/index.js';
import { pointLightType } from './adapter.js';

/** The Point light node type. */
export default definePlugin({ id: 'builtin.node-point-light', contributes: [pointLightType] });
