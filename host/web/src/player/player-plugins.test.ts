import { describe, expect, it } from 'vitest';
import { createEditorKernel } from '../../../../core/kernel/editor-kernel.js';
import { readSceneContent } from '../../../../core/kernel/scene-content.js';
import { coreServiceModules } from '../../../../core/services/index.js';
import { GeometryBuilders, LogicActions, MaterialStages, NodeTypes, ParticleStages } from '../../../../sdk/index.js';
import type { ContributionPoint, PluginDefinition } from '../../../../sdk/index.js';
import { manifestsFor } from '../../../../core/kernel/content-activation.js';
import { playerPluginManifests } from './player-plugins.js';

const definitionOf = async (load: () => Promise<unknown>) => {
  const module = (await load()) as PluginDefinition | { default: PluginDefinition };
  return 'default' in module ? module.default : module;
};

describe('the player\'s plugin manifests', () => {
  it('each names the plugin its code is and exactly the content that plugin contributes (a manifest cannot drift from its plugin)', async () => {
    const kernel = await createEditorKernel(coreServiceModules, []);
    const keys = <T>(point: ContributionPoint<T>, key: (value: T) => string) => new Set(kernel.registry.list(point).current.map(key));
    const snapshot = () => ({
      nodeTypes: keys(NodeTypes, (t) => t.id),
      geometries: keys(GeometryBuilders, (b) => b.id),
      particleStages: keys(ParticleStages, (s) => s.id),
      logicActions: keys(LogicActions, (a) => a.id),
      materialStages: keys(MaterialStages, (s) => s.id),
    });
    const ids = playerPluginManifests.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    // In an order where each plugin's dependencies come first (the list's order may differ).
    const pending = [...playerPluginManifests];
    while (pending.length > 0) {
      const index = pending.findIndex((m) => (m.dependsOn ?? []).every((d) => kernel.plugins.isActive(d)));
      expect(index, `a dependency of ${pending.map((m) => m.id).join(', ')} is not in the list`).toBeGreaterThanOrEqual(0);
      const [manifest] = pending.splice(index, 1);
      const definition = await definitionOf(() => manifest.load());
      expect(definition.id).toBe(manifest.id);
      expect([...(definition.dependsOn ?? [])].sort(), manifest.id).toEqual([...(manifest.dependsOn ?? [])].sort());
      const before = snapshot();
      await kernel.plugins.activate(definition);
      const after = snapshot();
      const added = (key: keyof ReturnType<typeof snapshot>) => [...after[key]].filter((k) => !before[key].has(k)).sort();
      const events = manifest.activationEvents;
      expect(added('nodeTypes'), manifest.id).toEqual([...(events.nodeTypes ?? [])].sort());
      expect(added('geometries'), manifest.id).toEqual([...(events.geometries ?? [])].sort());
      expect(added('particleStages'), manifest.id).toEqual([...(events.particleStages ?? [])].sort());
      // A plugin of logic actions loads with any logic; one of mixed-material stage kinds with the mixed material.
      if (added('logicActions').length > 0) expect(events.logic, manifest.id).toBe(true);
      if (added('materialStages').length > 0) expect(events.withPlugins, manifest.id).toContain('builtin.material-mixed');
    }
    await kernel.dispose();
  }, 120_000);

  it('a scene with bloom, PBR, particles and logic gets all of them; a demo-like scene none of those', () => {
    const scene = (nodes: Record<string, unknown>[]) => JSON.stringify({ nodes: Object.fromEntries([{ id: 'scene', type: 'Scene', props: {} }, ...nodes].map((n) => [n.id, n])) });
    const demo = scene([
      { id: 'camera', type: 'OrbitCamera', props: {} }, { id: 'sun', type: 'DirectionalLight', props: {} }, { id: 'sky', type: 'HemisphericLight', props: {} },
      { id: 'ground', type: 'Mesh', props: { geometry: { className: 'Plane' } } }, { id: 'box', type: 'Mesh', props: { geometry: { className: 'Box' } } },
    ]);
    const demoIds = manifestsFor(playerPluginManifests, readSceneContent(demo)).map((m) => m.id);
    expect(demoIds.sort()).toEqual([
      'builtin.geometry-box', 'builtin.geometry-plane', 'builtin.node-directional-light',
      'builtin.node-hemispheric-light', 'builtin.node-mesh', 'builtin.node-orbit-camera', 'builtin.node-scene', 'builtin.viewport-state',
    ]);
    const rich = scene([
      { id: 'm', type: 'PBRMaterial', props: {} }, { id: 'b', type: 'BloomPostProcess', props: {} },
      { id: 'p', type: 'ParticleSystem', props: { stages: [{ id: 's1', kind: 'BoxEmitter' }, { id: 's2', kind: 'SpriteRenderer' }] } },
    ]);
    const richIds = manifestsFor(playerPluginManifests, readSceneContent(rich, { logic: 'scene.setVisible("m", false);' })).map((m) => m.id);
    for (const id of ['builtin.material-pbr', 'builtin.post-bloom', 'builtin.node-particle-system', 'builtin.particle-emitter-box', 'builtin.particle-renderer-sprite',
      'builtin.logic-runtime', 'builtin.logic-blocks-nodes', 'builtin.logic-blocks-animation', 'builtin.logic-blocks-camera']) expect(richIds).toContain(id);
    expect(richIds).not.toContain('builtin.particle-emitter-sphere');
    expect(richIds).not.toContain('builtin.interaction-runtime');
    // A node's interactions bring their runtime (an empty list does not).
    const clicked = scene([{ id: 'box', type: 'Mesh', props: { interactions: [{ id: 'i1', trigger: 'click', action: 'hide' }] } }, { id: 'b2', type: 'Mesh', props: { interactions: [] } }]);
    expect(manifestsFor(playerPluginManifests, readSceneContent(clicked)).map((m) => m.id)).toContain('builtin.interaction-runtime');
    expect(manifestsFor(playerPluginManifests, readSceneContent(scene([{ id: 'b2', type: 'Mesh', props: { interactions: [] } }]))).map((m) => m.id)).not.toContain('builtin.interaction-runtime');
    expect(richIds).not.toContain('builtin.post-ssao');
    // Animations (the document's section) bring their services and player; logic brings them too (it plays them).
    expect(richIds).toContain('builtin.animation');
    const animated = JSON.stringify({ ...JSON.parse(demo), animations: [{ id: 'a1', kind: 'keyframe', name: 'Spin', tracks: [] }] });
    expect(manifestsFor(playerPluginManifests, readSceneContent(animated)).map((m) => m.id)).toEqual(expect.arrayContaining(['builtin.animation', 'builtin.animation-player']));
    expect(manifestsFor(playerPluginManifests, readSceneContent(JSON.stringify({ ...JSON.parse(demo), animations: [] }))).map((m) => m.id)).not.toContain('builtin.animation');
    // A node's movers are played by the animation player too.
    const moving = scene([{ id: 'box', type: 'Mesh', props: { movers: [{ id: 'bob', property: 'position.y', min: 0, max: 1, duration: 2 }] } }]);
    expect(manifestsFor(playerPluginManifests, readSceneContent(moving)).map((m) => m.id)).toContain('builtin.animation-player');
  });
});
