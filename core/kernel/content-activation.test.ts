import { describe, expect, it } from 'vitest';
import { contribution, defineLazyPlugin, definePlugin, NodeTypes, SceneDocumentService, titles } from '../../sdk/index.js';
import type { LazyPluginManifest, PluginDefinition, SceneNodeData } from '../../sdk/index.js';
import { sceneServiceModule } from '../services/scene/scene-module.js';
import { SceneDocumentWriter } from '../services/scene/scene-document-writer.js';
import { manifestsFor } from './content-activation.js';
import { createEditorKernel } from './editor-kernel.js';
import { readSceneContent, SCENE_CONTENT_LIMITS } from './scene-content.js';

const node = (id: string, type: string, props: Record<string, unknown> = {}, parent: string | null = 'scene') => ({ id, type, parent, name: id, props, children: [] });

/** A scene document with these nodes under the root (children lists as the format keeps them). */
function documentOf(nodes: ReturnType<typeof node>[], logic = ''): string {
  const all: Record<string, unknown> = { scene: { ...node('scene', 'Scene', {}, null), children: nodes.filter((n) => n.parent === 'scene').map((n) => n.id) } };
  for (const n of nodes) all[n.id] = { ...n, children: nodes.filter((c) => c.parent === n.id).map((c) => c.id) };
  return JSON.stringify({ format: 'scene-document', version: 1, nodes: all, exposed: [], animations: [], logic: { code: logic, xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [] });
}

/** A plugin contributing a node type of this class name (so a kernel's runtime could build it). */
function nodeTypePlugin(id: string, className: string, dependsOn?: string[]): PluginDefinition {
  return definePlugin({ id, dependsOn, contributes: [contribution(NodeTypes, { id: className, titles: titles(className, className, className), descriptors: [] })] });
}

/** Manifests like the player's, each counting its loads. */
function manifests(loads: string[]): LazyPluginManifest[] {
  const lazy = (id: string, activationEvents: LazyPluginManifest['activationEvents'], definition: PluginDefinition): LazyPluginManifest => defineLazyPlugin({
    id, dependsOn: definition.dependsOn, activationEvents, load: async () => { loads.push(id); return { default: definition }; },
  });
  return [
    lazy('t.scene', { nodeTypes: ['Scene'] }, nodeTypePlugin('t.scene', 'Scene')),
    lazy('t.mesh', { nodeTypes: ['Mesh'] }, nodeTypePlugin('t.mesh', 'Mesh')),
    lazy('t.box', { geometries: ['Box'] }, definePlugin({ id: 't.box', contributes: [] })),
    lazy('t.sphere', { geometries: ['Sphere'] }, definePlugin({ id: 't.sphere', contributes: [] })),
    lazy('t.state', { always: true }, definePlugin({ id: 't.state', contributes: [] })),
    lazy('t.animation', {}, definePlugin({ id: 't.animation', dependsOn: ['t.state'], contributes: [] })),
    lazy('t.bloom', { nodeTypes: ['BloomPostProcess'] }, nodeTypePlugin('t.bloom', 'BloomPostProcess')),
    lazy('t.pbr', { nodeTypes: ['PBRMaterial'] }, nodeTypePlugin('t.pbr', 'PBRMaterial')),
    lazy('t.mixed', { nodeTypes: ['KMaterial'] }, nodeTypePlugin('t.mixed', 'KMaterial')),
    lazy('t.kstage', { withPlugins: ['t.mixed'] }, definePlugin({ id: 't.kstage', contributes: [] })),
    lazy('t.particles', { nodeTypes: ['ParticleSystem'] }, nodeTypePlugin('t.particles', 'ParticleSystem')),
    lazy('t.box-emitter', { particleStages: ['BoxEmitter'] }, definePlugin({ id: 't.box-emitter', contributes: [] })),
    lazy('t.sprite', { particleStages: ['SpriteRenderer'] }, definePlugin({ id: 't.sprite', contributes: [] })),
    lazy('t.logic', { logic: true }, definePlugin({ id: 't.logic', dependsOn: ['t.animation'], contributes: [] })),
  ];
}

const ids = (list: readonly LazyPluginManifest[]) => list.map((m) => m.id);
const demoLike = () => documentOf([
  node('camera', 'OrbitCamera'), node('ground', 'Mesh', { geometry: { className: 'Box', params: {} } }),
]);

describe('activation by content: which plugins a scene needs', () => {
  it('reads node types, geometry builders, particle stage kinds and logic from a document', () => {
    const content = readSceneContent(documentOf([
      node('ground', 'Mesh', { geometry: { className: 'Box', params: {} } }),
      node('fx', 'ParticleSystem', { stages: [{ id: 'a', kind: 'BoxEmitter', enabled: true }, { id: 'b', kind: 'SpriteRenderer', enabled: true }, 'junk', { kind: 7 }] }),
    ], 'scene.log(1)'));
    expect([...content.nodeTypes].sort()).toEqual(['Mesh', 'ParticleSystem', 'Scene']);
    expect([...content.geometries]).toEqual(['Box']);
    expect([...content.particleStages]).toEqual(['BoxEmitter', 'SpriteRenderer']);
    expect(content.logic).toBe(true);
    expect(content.truncated).toBe(false);
    // The player's own program counts as logic too; blank text does not.
    expect(readSceneContent(documentOf([]), { logic: 'scene.log(2)' }).logic).toBe(true);
    expect(readSceneContent(documentOf([], '  \n'), { logic: '' }).logic).toBe(false);
  });

  it('a demo-like scene needs its node types and builders, the always-on plugins and their dependencies: no effect, material, particle or logic plugin', () => {
    expect(ids(manifestsFor(manifests([]), readSceneContent(demoLike())))).toEqual(['t.scene', 't.mesh', 't.box', 't.state']);
  });

  it('bloom + PBR + particles + mixed material + logic get every one of their plugins, with dependsOn followed to the end and withPlugins', () => {
    const content = readSceneContent(documentOf([
      node('fx', 'ParticleSystem', { stages: [{ id: 'a', kind: 'BoxEmitter', enabled: true }] }),
      node('materials', 'MaterialLibrary'), node('m1', 'PBRMaterial', {}, 'materials'), node('m2', 'KMaterial', {}, 'materials'),
      node('postProcesses', 'PostProcessPipeline'), node('bloom', 'BloomPostProcess', {}, 'postProcesses'),
    ], 'scene.every(1, () => {})'));
    expect(ids(manifestsFor(manifests([]), content))).toEqual([
      't.scene', 't.state', 't.animation', 't.bloom', 't.pbr', 't.mixed', 't.kstage', 't.particles', 't.box-emitter', 't.logic',
    ]);
  });

  it('a hostile document: the walk stops at its node budget and the summary says so (every plugin is then activated)', () => {
    // 20,000 nodes whose reads are counted: the walk must stop at its budget, whatever the document holds.
    const many: Record<string, unknown> = {};
    const count = 20_000;
    let reads = 0;
    for (let i = 0; i < count; i++) {
      const value = { id: `n${i}`, type: i === count - 1 ? 'BloomPostProcess' : 'Mesh', props: {} };
      Object.defineProperty(many, `n${i}`, { enumerable: true, get: () => { reads++; return value; } });
    }
    const content = readSceneContent({ nodes: many }, { limits: { ...SCENE_CONTENT_LIMITS, maxNodes: 1000 } });
    expect(reads).toBeLessThanOrEqual(1001);
    expect(content.truncated).toBe(true);
    // The last node was never read…
    expect(content.nodeTypes.has('BloomPostProcess')).toBe(false);
    // …so nothing a scene could need is left out.
    expect(ids(manifestsFor(manifests([]), content))).toEqual(ids(manifests([])));
  });

  it('bounds what one node may add: stage lists, id lengths; refuses what is no document', () => {
    const stages = Array.from({ length: 100_000 }, (_, i) => ({ id: `s${i}`, kind: `Kind${i}` }));
    const content = readSceneContent(documentOf([
      node('fx', 'ParticleSystem', { stages }), node('long', 'x'.repeat(10_000), { geometry: { className: 'y'.repeat(10_000) } }),
    ]));
    expect(content.particleStages.size).toBe(SCENE_CONTENT_LIMITS.maxStagesPerNode);
    expect([...content.nodeTypes].sort()).toEqual(['ParticleSystem', 'Scene']);
    expect(content.geometries.size).toBe(0);
    for (const bad of ['{not json', 'null', '[]', JSON.stringify({ nodes: [1, 2] }), 42]) expect(readSceneContent(bad).truncated, String(bad)).toBe(true);
    // Nodes that are no objects are skipped, not fatal.
    expect(readSceneContent({ nodes: { a: null, b: 'Mesh', c: { type: 'Mesh', props: 'x' } } }).nodeTypes).toEqual(new Set(['Mesh']));
  });
});

describe('activation by content in a kernel', () => {
  it('imports and activates only what the scene needs, once each, in dependency order; content inserted later activates its plugin', async () => {
    const loads: string[] = [];
    const kernel = await createEditorKernel([sceneServiceModule], [], { lazyPlugins: manifests(loads) });
    const document = kernel.services.get(SceneDocumentService);
    const following = kernel.activation.follow(document);
    await kernel.activation.activateFor(readSceneContent(demoLike(), { logic: 'scene.log(1)' }));
    expect(kernel.activation.activeIds.sort()).toEqual(['t.animation', 't.box', 't.logic', 't.mesh', 't.scene', 't.state']);
    // Asked again (the document's load): nothing is imported twice.
    kernel.services.get(SceneDocumentWriter).load(demoLike());
    await kernel.activation.activateFor(readSceneContent(demoLike()));
    expect(loads.filter((id) => id === 't.mesh')).toHaveLength(1);
    expect(loads).not.toContain('t.bloom');

    // A node of another type arrives at run time: its plugin loads and activates.
    const bloom: SceneNodeData = { id: 'bloom', type: 'BloomPostProcess', parent: 'scene', name: 'Bloom', props: {}, children: [] };
    kernel.services.get(SceneDocumentWriter).apply([document.insertPatch([bloom], { parent: 'scene', index: 0 })], 'edit');
    await expect.poll(() => kernel.plugins.isActive('t.bloom')).toBe(true);
    expect(kernel.registry.list(NodeTypes).current.map((t) => t.id)).toContain('BloomPostProcess');
    // Loaded plugins are known to the catalogue as built in.
    expect(kernel.plugins.isActive('t.particles')).toBe(false);
    following.dispose();
    await kernel.dispose();
  });

  it('refuses a manifest whose code is another plugin, and tries a failed import again', async () => {
    let attempts = 0;
    const kernel = await createEditorKernel([], [], {
      lazyPlugins: [
        defineLazyPlugin({ id: 't.liar', activationEvents: { always: true }, load: async () => definePlugin({ id: 't.other', contributes: [] }) }),
      ],
    });
    await expect(kernel.activation.activateAll()).rejects.toThrow(/t\.liar.*t\.other/);
    expect(kernel.plugins.isActive('t.other')).toBe(false);
    await kernel.dispose();

    const flaky = await createEditorKernel([], [], {
      lazyPlugins: [defineLazyPlugin({
        id: 't.flaky', activationEvents: { always: true },
        load: async () => { if (attempts++ === 0) throw new Error('network'); return definePlugin({ id: 't.flaky', contributes: [] }); },
      })],
    });
    await expect(flaky.activation.activateAll()).rejects.toThrow('network');
    await flaky.activation.activateAll();
    expect(flaky.plugins.isActive('t.flaky')).toBe(true);
    await flaky.dispose();
  });
});
