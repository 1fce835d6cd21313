import { definePlugin } from '../../sdk/index.js';
import { anchorType } from './adapter.js';

/** The anchor node: a point other content attaches to. */
export default definePlugin({ id: 'builtin.node-anchor', contributes: [anchorType] });
