import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content (sdk/kernel/plugin-activation.ts): scenes with logic; the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.logic-blocks-info-points',
  dependsOn: ['builtin.viewport-state'],
  activationEvents: { logic: true },
  load: () => import('./index.js'),
});
