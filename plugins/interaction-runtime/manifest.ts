import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content (sdk/kernel/plugin-activation.ts): scenes whose nodes declare interactions; the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.interaction-runtime',
  dependsOn: ['builtin.viewport-state'],
  activationEvents: { interactions: true },
  load: () => import('./index.js'),
});
