import { ShadowGenerator } from '@babylonjs/core/Lights/Shadows/shadowGenerator.js';
import '@babylonjs/core/Lights/Shadows/shadowGeneratorSceneComponent.js';
import type { IShadowLight } from '@babylonjs/core/Lights/shadowLight.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { InstancedMesh } from '@babylonjs/core/Meshes/instancedMesh.js';
import { defineNodeType, nodeIdOfEngineNode, readBoolean, titles } from '../../sdk/index.js';
import type { RuntimeContext, SceneNodeData } from '../../sdk/index.js';
import { SHADOW_GENERATOR_DESCRIPTORS, defaultShadowBias } from './descriptors.js';

/** Whether the document says a mesh casts shadows (imported sub-meshes follow their node). */
function castsShadow(mesh: AbstractMesh, ctx: RuntimeContext): boolean {
  const id = nodeIdOfEngineNode(mesh);
  const node = id === undefined ? undefined : ctx.node(id);
  return !!node && node.type === 'Mesh' && readBoolean(node.props.castShadow, true) && mesh.getTotalVertices() > 0;
}

/**
 * The hidden shared meshes that casters drawn as instances come from. Babylon checks a mesh's shadow shaders ready
 * only when the mesh itself is in the render list, and an instance asks its source: without them the view would stop
 * drawing before the instances' shadow shader compiled. Being hidden, they are never drawn themselves.
 */
function sharedSourcesOf(casters: readonly AbstractMesh[]): Set<AbstractMesh> {
  const sources = new Set<AbstractMesh>();
  for (const mesh of casters) if (mesh.isAnInstance) sources.add((mesh as InstancedMesh).sourceMesh);
  return sources;
}

const ALL_KEYS = SHADOW_GENERATOR_DESCRIPTORS.map((d) => d.name);

/** The shadow generator (a child of a directional, point or spot light): a Babylon ShadowGenerator on the parent light; every shadow-casting mesh joins its render list. */
export const shadowGeneratorType = defineNodeType({
  id: 'ShadowGenerator',
  titles: titles('Shadow generator', '阴影生成器', '陰影產生器'),
  descriptors: SHADOW_GENERATOR_DESCRIPTORS,
  creatable: false,
  container: false,
  runtime(node, ctx, read) {
    const parent = node.parent === null ? undefined : ctx.node(node.parent);
    const light = (node.parent === null ? undefined : ctx.objectOf(node.parent)?.node) as IShadowLight | undefined;
    let generator: ShadowGenerator | undefined;
    let current = node;
    const build = () => {
      generator?.dispose();
      generator = undefined;
      if (!light || typeof (light as { getShadowGenerator?: unknown }).getShadowGenerator !== 'function') return;
      generator = new ShadowGenerator(read(current, []).number('mapSize'), light);
      apply(current, ALL_KEYS);
      refreshList();
    };
    const apply = (n: SceneNodeData, keys: readonly string[]) => {
      if (!generator) return;
      const p = read(n, keys);
      // A bias never stored follows the light type (the descriptor's default is the directional light's).
      if (p.changed('bias')) generator.bias = typeof n.props.bias === 'number' ? p.number('bias') : defaultShadowBias(parent?.type);
      if (p.changed('darkness')) generator.setDarkness(p.number('darkness'));
      if (p.changed('transparencyShadow')) generator.setTransparencyShadow(p.boolean('transparencyShadow'));
      if (p.changed('autoDepthBounds')) (light as unknown as { autoCalcShadowZBounds?: boolean }).autoCalcShadowZBounds = p.boolean('autoDepthBounds');
      if (p.changed('refreshRate')) generator.getShadowMap()!.refreshRate = p.number('refreshRate');
      if (p.changed('blur')) generator.usePercentageCloserFiltering = p.boolean('blur');
    };
    const refreshList = () => {
      const map = generator?.getShadowMap();
      if (!map) return;
      const casters = ctx.scene.meshes.filter((m) => castsShadow(m, ctx));
      map.renderList = [...casters, ...sharedSourcesOf(casters)];
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
});
