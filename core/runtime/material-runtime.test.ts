import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { MATERIAL_CONTAINER_ID, MATERIAL_CONTAINER_TYPE, MaterialTypes, SCENE_ROOT_ID, defineMaterialType, materialColorDescriptor, titles } from '../../sdk/index.js';
import type { SceneNodeData } from '../../sdk/index.js';
import { ContributionRegistryImpl } from '../kernel/contribution-registry.js';
import { SceneDocumentServiceImpl } from '../services/scene/scene-document-service.js';
import { MaterialRuntime } from './material-runtime.js';

function setup() {
  const scene = new Scene(new NullEngine());
  const registry = new ContributionRegistryImpl();
  const document = new SceneDocumentServiceImpl();
  const calls = { create: 0, update: [] as string[][], dispose: 0 };
  const flat = defineMaterialType({
    id: 'FlatMaterial', titles: titles('Flat', '平', '平'), order: 1,
    descriptors: [
      { name: 'level', type: 'number', propertyGroup: 'material', rank: 1, min: 0, max: 1, default: 0.5, titles: titles('Level', '级', '級') },
      materialColorDescriptor('tone', 2, titles('Tone', '色', '色'), { r: 0.8, g: 0.8, b: 0.8 }, 'baseColor'),
    ],
    create(props, target) {
      calls.create++;
      const material = new StandardMaterial('flat', target.scene);
      material.alpha = props.number('level');
      const tone = () => props.color3('tone');
      material.diffuseColor.set(tone().r, tone().g, tone().b);
      return {
        material,
        update(p) {
          calls.update.push(['level'].filter((k) => p.changed(k)));
          if (p.changed('level')) material.alpha = p.number('level');
          if (p.changed('tone')) material.diffuseColor.set(p.color3('tone').r, p.color3('tone').g, p.color3('tone').b);
          if (p.number('level') === 0) return 'rebuild';
        },
        dispose() {
          calls.dispose++;
          material.dispose();
        },
      };
    },
  });
  const contribution = registry.contribute(MaterialTypes, flat.materialType);
  const errors: unknown[] = [];
  const runtime = new MaterialRuntime(scene, { document, registry, assetUrl: (n) => `/assets/${n}`, reportError: (e) => errors.push(e) });
  const changed: string[] = [];
  runtime.onDidChangeMaterial.subscribe((id) => changed.push(id));
  document.onDidChange.subscribe((change) => runtime.applyChange(change));
  const apply = (patches: Parameters<typeof document.apply>[0]) => document.apply(patches, 'edit');
  const material = (id: string, props = {}): SceneNodeData => ({ id, type: 'FlatMaterial', parent: MATERIAL_CONTAINER_ID, name: id, props, children: [] });
  const container = (children: string[]): SceneNodeData => ({ id: MATERIAL_CONTAINER_ID, type: MATERIAL_CONTAINER_TYPE, parent: SCENE_ROOT_ID, name: 'Materials', props: {}, children });
  apply([document.insertPatch([container(['m1']), material('m1', { level: 7 })], { parent: SCENE_ROOT_ID, index: 0 })]);
  changed.length = 0;
  return { scene, registry, document, runtime, calls, changed, errors, apply, material, contribution };
}

describe('MaterialRuntime', () => {
  it('makes a tinted material of its own that follows the node but keeps its base colour, and releases it', () => {
    const { scene, runtime, calls, changed, apply, document } = setup();
    const shared = runtime.material('m1')!;
    const tinted = runtime.tinted('m1', { r: 1, g: 0, b: 0 })!;
    expect(tinted.material).not.toBe(shared);
    expect(tinted.material.metadata.materialNodeId).toBe('m1');
    expect((tinted.material as StandardMaterial).diffuseColor.asArray()).toEqual([1, 0, 0]);
    expect((shared as StandardMaterial).diffuseColor.asArray()).toEqual([0.8, 0.8, 0.8]);
    // The node's edits reach it, the node's base colour does not.
    apply([document.setPropPatch('m1', 'level', 0.25), document.setPropPatch('m1', 'tone', { r: 0, g: 1, b: 0 })]);
    expect(tinted.material.alpha).toBe(0.25);
    expect((tinted.material as StandardMaterial).diffuseColor.asArray()).toEqual([1, 0, 0]);
    expect((shared as StandardMaterial).diffuseColor.asArray()).toEqual([0, 1, 0]);
    tinted.setColor({ r: 0, g: 0, b: 1 });
    expect((tinted.material as StandardMaterial).diffuseColor.asArray()).toEqual([0, 0, 1]);
    expect(runtime.tintedCount).toBe(1);
    tinted.dispose();
    tinted.dispose();
    expect(runtime.tintedCount).toBe(0);
    expect(scene.materials).not.toContain(tinted.material);
    expect(scene.materials).toContain(shared);
    expect(calls.dispose).toBe(1);
    expect(changed).toEqual([]);
  });

  it('releases tinted materials with the node (announced, so users ask again) and makes none for a node that is gone', () => {
    const { scene, runtime, changed, apply, document } = setup();
    const tinted = runtime.tinted('m1', { r: 1, g: 0, b: 0 })!;
    apply([document.removePatch('m1')]);
    expect(changed).toEqual(['m1']);
    expect(runtime.tintedCount).toBe(0);
    tinted.setColor({ r: 0, g: 1, b: 0 });
    expect((tinted.material as StandardMaterial).diffuseColor.asArray()).toEqual([1, 0, 0]);
    expect(scene.materials).not.toContain(tinted.material);
    expect(runtime.tinted('m1', { r: 1, g: 0, b: 0 })).toBeUndefined();
    expect(runtime.tinted('', { r: 1, g: 0, b: 0 })).toBeUndefined();
  });

  it('makes a material on first use, once, with props clamped to the descriptor limits', () => {
    const { runtime, calls } = setup();
    const m = runtime.material('m1')!;
    expect(m).toBeInstanceOf(StandardMaterial);
    expect(m.alpha).toBe(1);
    expect(runtime.material('m1')).toBe(m);
    expect(calls.create).toBe(1);
    expect(m.metadata.materialNodeId).toBe('m1');
    expect(runtime.material('')).toBeUndefined();
    expect(runtime.material(SCENE_ROOT_ID)).toBeUndefined();
  });

  it('updates in place on a prop edit without announcing a change', () => {
    const { runtime, calls, changed, apply, document } = setup();
    const m = runtime.material('m1')!;
    apply([document.setPropPatch('m1', 'level', 0.25)]);
    expect(runtime.material('m1')).toBe(m);
    expect(m.alpha).toBe(0.25);
    expect(calls.update).toEqual([['level']]);
    expect(changed).toEqual([]);
  });

  it('makes the material again when the type asks for a rebuild, and announces it', () => {
    const { runtime, calls, changed, apply, document } = setup();
    const first = runtime.material('m1')!;
    apply([document.setPropPatch('m1', 'level', 0)]);
    expect(changed).toEqual(['m1']);
    expect(calls.dispose).toBe(1);
    expect(first.isFrozen || runtime.madeCount === 0).toBe(true);
    const second = runtime.material('m1')!;
    expect(second).not.toBe(first);
    expect(calls.create).toBe(2);
  });

  it('releases and announces a removed material; undo brings it back on request', () => {
    const { runtime, calls, changed, apply, document } = setup();
    runtime.material('m1');
    const removal = document.removePatch('m1');
    apply([removal]);
    expect(calls.dispose).toBe(1);
    expect(changed).toEqual(['m1']);
    expect(runtime.material('m1')).toBeUndefined();
    apply([document.insertPatch([(removal as unknown as { nodes: SceneNodeData[] }).nodes[0]], { parent: MATERIAL_CONTAINER_ID, index: 0 })]);
    expect(changed).toEqual(['m1', 'm1']);
    expect(runtime.material('m1')).toBeDefined();
  });

  it('releases materials whose type leaves and announces every material node', () => {
    const { runtime, calls, changed, contribution } = setup();
    runtime.material('m1');
    contribution.dispose();
    expect(calls.dispose).toBe(1);
    expect(changed).toEqual(['m1']);
    expect(runtime.material('m1')).toBeUndefined();
  });

  it('reports a type that throws, with its name, and gives no material', () => {
    const { runtime, registry, errors, apply, document } = setup();
    const broken = defineMaterialType({
      id: 'BrokenMaterial', titles: titles('Broken', '坏', '壞'), order: 2, descriptors: [],
      create() { throw new Error('boom'); },
    });
    registry.contribute(MaterialTypes, broken.materialType);
    apply([document.insertPatch([{ id: 'b', type: 'BrokenMaterial', parent: MATERIAL_CONTAINER_ID, name: 'b', props: {}, children: [] }], { parent: MATERIAL_CONTAINER_ID, index: 1 })]);
    expect(runtime.material('b')).toBeUndefined();
    expect(String(errors[0])).toContain('Broken (BrokenMaterial): boom');
  });

  it('disposes every material on dispose', () => {
    const { runtime, calls } = setup();
    runtime.material('m1');
    runtime.dispose();
    expect(calls.dispose).toBe(1);
    expect(runtime.material('m1')).toBeUndefined();
  });
});
