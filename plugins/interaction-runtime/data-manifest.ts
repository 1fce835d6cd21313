import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content: scenes with live data (their `data` interactions); the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.interaction-data',
  dependsOn: ['builtin.viewport-state', 'builtin.live-data'],
  activationEvents: { liveData: true },
  load: () => import('./data-index.js'),
});
