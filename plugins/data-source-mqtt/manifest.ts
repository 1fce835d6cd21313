import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content: with live data (its code is small; the mqtt package loads when a source connects). */
export default defineLazyPlugin({
  id: 'builtin.data-source-mqtt',
  activationEvents: { withPlugins: ['builtin.live-data'] },
  load: () => import('./index.js'),
});
