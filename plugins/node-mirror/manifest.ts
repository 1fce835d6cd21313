import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content (sdk/kernel/plugin-activation.ts): scenes with its node type; the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.node-mirror',
  activationEvents: { nodeTypes: ['Mirror'] },
  load: () => import('./index.js'),
});
