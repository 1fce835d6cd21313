import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content (sdk/kernel/plugin-activation.ts): scenes with the mixed material (its stage kinds); the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.kstage-light',
  activationEvents: { withPlugins: ['builtin.material-mixed'] },
  load: () => import('./index.js'),
});
