import { definePlugin } from '../../sdk/index.js';
import { transformType } from './adapter.js';

/** The transform node: a positioned, rotated, scaled group. */
export default definePlugin({ id: 'builtin.node-transform', contributes: [transformType] });
