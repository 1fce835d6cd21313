import { definePlugin } from '../../sdk/index.js';
import { directionalLightType } from './adapter.js';

/** The Directional light node type. */
export default definePlugin({ id: 'builtin.node-directional-light', contributes: [directionalLightType] });
