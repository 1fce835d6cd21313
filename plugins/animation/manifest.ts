import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content (sdk/kernel/plugin-activation.ts): every scene; the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.animation',
  activationEvents: { always: true },
  load: () => import('./index.js'),
});
