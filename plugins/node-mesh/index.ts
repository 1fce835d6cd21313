import { definePlugin } from '../../sdk/index.js';
import { meshType } from './adapter.js';

/** The mesh node type: geometry from a builder or a stored asset, material colour, shadows, sub-sets. */
export default definePlugin({ id: 'builtin.node-mesh', contributes: [meshType] });
