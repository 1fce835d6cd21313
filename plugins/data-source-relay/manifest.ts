import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content: with live data. */
export default defineLazyPlugin({
  id: 'builtin.data-source-relay',
  activationEvents: { withPlugins: ['builtin.live-data'] },
  load: () => import('./index.js'),
});
