import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content (sdk/kernel/plugin-activation.ts): scenes with live data; the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.live-data',
  dependsOn: ['builtin.viewport-state', 'builtin.animation'],
  activationEvents: { liveData: true },
  load: () => import('./index.js'),
});
