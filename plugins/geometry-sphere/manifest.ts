import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content (sdk/kernel/plugin-activation.ts): meshes built by its geometry builder; the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.geometry-sphere',
  activationEvents: { geometries: ['Sphere'] },
  load: () => import('./index.js'),
});
