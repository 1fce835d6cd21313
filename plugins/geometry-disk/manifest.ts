import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content (sdk/kernel/plugin-activation.ts): meshes built by its geometry builder; the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.geometry-disk',
  activationEvents: { geometries: ['Disk'] },
  load: () => import('./index.js'),
});
