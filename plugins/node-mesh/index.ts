import { definePlugin, NodeAdapters, NodeTypes, titles } from '../../sdk/index.js';
import { MESH_DESCRIPTORS, meshDefaults } from './descriptors.js';
import { meshAdapter } from './adapter.js';

/** The mesh node type: geometry from a builder or a stored asset, material colour, shadows, sub-sets. */
export default definePlugin({
  id: 'builtin.node-mesh',
  activate(ctx) {
    ctx.contribute(NodeTypes, {
      className: 'Mesh',
      titles: titles('Mesh', '网格', '網格'),
      descriptors: MESH_DESCRIPTORS,
      defaults: meshDefaults,
      creatable: true,
    });
    ctx.contribute(NodeAdapters, meshAdapter);
  },
});
