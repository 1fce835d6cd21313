import { definePlugin } from '../../sdk/index.js';
import { spotLightType } from './adapter.js';

/** The Spot light node type. */
export default definePlugin({ id: 'builtin.node-spot-light', contributes: [spotLightType] });
