import { ShadowGenerator } from '@babylonjs/core/Lights/Shadows/shadowGenerator.js';
import '@babylonjs/core/Lights/Shadows/shadowGeneratorSceneComponent.js';
import type { IShadowLight } from '@babylonjs/core/Lights/shadowLight.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import { nodeIdOfEngineNode, readBoolean, readNumber } from '../../sdk/index.js';
import type { NodeAdapter, RuntimeContext, SceneNodeData } from '../../sdk/index.js';
import { defaultShadowBias } from './descriptors.js';

/** Whether the document says a mesh casts shadows (imported sub-meshes follow their node). */
function castsShadow(mesh: AbstractMesh, ctx: RuntimeContext): boolean {
  const id = nodeIdOfEngineNode(mesh);
  const node = id === undefined ? undefined : ctx.node(id);
  return !!node && node.type === 'Mesh' && readBoolean(node.props.castShadow, true) && mesh.getTotalVertices() > 0;
}

/** Creates a Babylon ShadowGenerator on the parent light; every shadow-casting mesh joins its render list. */
export const adapter: NodeAdapter = {
  className: 'ShadowGenerator',
  create(node, ctx) {
    const parent = node.parent === null ? undefined : ctx.node(node.parent);
    const light = (node.parent === null ? undefined : ctx.objectOf(node.parent)?.node) as IShadowLight | undefined;
    let generator: ShadowGenerator | undefined;
    let current = node;
    const build = () => {
      generator?.dispose();
      generator = undefined;
      if (!light || typeof (light as { getShadowGenerator?: unknown }).getShadowGenerator !== 'function') return;
      generator = new ShadowGenerator(readNumber(current.props.mapSize, 1024), light);
      apply(current, Object.keys(current.props));
      refreshList();
    };
    const apply = (n: SceneNodeData, keys: readonly string[]) => {
      if (!generator) return;
      const p = n.props;
      if (keys.includes('bias')) generator.bias = readNumber(p.bias, defaultShadowBias(parent?.type));
      if (keys.includes('darkness')) generator.setDarkness(readNumber(p.darkness, 0.4));
      if (keys.includes('transparencyShadow')) generator.setTransparencyShadow(readBoolean(p.transparencyShadow, true));
      if (keys.includes('autoDepthBounds')) (light as unknown as { autoCalcShadowZBounds?: boolean }).autoCalcShadowZBounds = readBoolean(p.autoDepthBounds, true);
      if (keys.includes('refreshRate')) generator.getShadowMap()!.refreshRate = readNumber(p.refreshRate, 1);
      if (keys.includes('blur')) generator.usePercentageCloserFiltering = readBoolean(p.blur, true);
    };
    const refreshList = () => {
      const map = generator?.getShadowMap();
      if (!map) return;
      map.renderList = ctx.scene.meshes.filter((m) => castsShadow(m, ctx));
    };
    build();
    const subscription = ctx.onDidApply.subscribe(refreshList);
    return {
      update(next, keys) {
        current = next;
        if (keys.includes('mapSize')) build();
        else apply(next, keys);
      },
      dispose() {
        subscription.unsubscribe();
        generator?.dispose();
        generator = undefined;
      },
    };
  },
};
