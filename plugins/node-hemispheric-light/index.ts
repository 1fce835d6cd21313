import { definePlugin } from '../../sdk/index.js';
import { hemisphericLightType } from './adapter.js';

/** The Hemispheric light node type. */
export default definePlugin({ id: 'builtin.node-hemispheric-light', contributes: [hemisphericLightType] });
