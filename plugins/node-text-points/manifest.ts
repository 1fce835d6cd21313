import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content (sdk/kernel/plugin-activation.ts): scenes with its node type; the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.node-text-points',
  activationEvents: { nodeTypes: ['TextPoints'] },
  load: () => import('./index.js'),
});
