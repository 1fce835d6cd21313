import { defineLazyPlugin } from '../../sdk/index.js';

/** Activation by content (sdk/kernel/plugin-activation.ts): particle systems with its stage kind; the code loads only then. */
export default defineLazyPlugin({
  id: 'builtin.particle-modifier-procedure',
  activationEvents: { particleStages: ['ProcedureModifier'] },
  load: () => import('./index.js'),
});
