import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content (sdk/kernel/plugin-activation.ts): scenes with its node type; the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.node-hemispheric-light',
  activationEvents: { nodeTypes: ['HemisphericLight'] },
  load: () => import('./index.js'),
});
