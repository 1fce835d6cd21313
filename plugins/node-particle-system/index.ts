import { contributeNodeType, definePlugin, ParticleStages } from '../../sdk/index.js';
import { particleSystemType } from './adapter.js';
import { stageCatalog } from './stage-catalog.js';

/** The particle system node type and its runtime; the stage kinds come from the ParticleStages point. */
export default definePlugin({
  id: 'builtin.node-particle-system',
  activate(ctx) {
    ctx.subscriptions.add(stageCatalog.attach(ctx.contributions(ParticleStages)));
    contributeNodeType(ctx, particleSystemType);
  },
});
