import { MaterialStages, MaterialTypes, NodeTypes, SceneDocumentService, definePlugin } from '../../sdk/index.js';
import type { MaterialStageContribution } from '../../sdk/index.js';
import { KMaterialInstance } from './kmaterial-instance.js';
import { kmaterialNodeType, kmaterialType, sharedChannelContainerType, sharedChannelNodeType } from './kmaterial-type.js';
import { ShaderCache } from './shader-cache.js';

/** The mixed (layered) material type; its stage kinds come from the `MaterialStages` point. */
export default definePlugin({
  id: 'builtin.material-mixed',
  activate(ctx) {
    const doc = ctx.tryGet(SceneDocumentService);
    const stages = ctx.contributions(MaterialStages);
    let kinds = new Map<string, MaterialStageContribution>();
    const instances = new Set<KMaterialInstance>();
    const refreshKinds = () => { kinds = new Map(stages.current.map((s) => [s.id, s])); };
    refreshKinds();
    const env = { kinds: () => kinds, get: (id: string) => doc?.get(id), cache: new ShaderCache() };
    ctx.contribute(NodeTypes, kmaterialNodeType);
    ctx.contribute(NodeTypes, sharedChannelNodeType);
    ctx.contribute(NodeTypes, sharedChannelContainerType);
    ctx.contribute(MaterialTypes, kmaterialType(env, (instance) => {
      instances.add(instance);
      const dispose = instance.dispose.bind(instance);
      instance.dispose = () => { instances.delete(instance); dispose(); };
    }));
    const stagesSub = stages.onDidChange.subscribe(() => {
      refreshKinds();
      for (const instance of instances) instance.rebuildForKinds();
    });
    ctx.subscriptions.add({ dispose: () => stagesSub.unsubscribe() });
    if (doc) {
      const sub = doc.onDidChange.subscribe(() => { for (const instance of instances) instance.refresh(); });
      ctx.subscriptions.add({ dispose: () => sub.unsubscribe() });
    }
  },
});
