import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content (sdk/kernel/plugin-activation.ts): a scene with animations (and the plugins that depend on it); the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.animation',
  activationEvents: { animations: true },
  load: () => import('./index.js'),
});
