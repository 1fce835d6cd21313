// Materials as document nodes: the real material-type plugins, the mesh adapter and the material actions on a NullEngine.
import { describe, expect, it, vi } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { MultiMaterial } from '@babylonjs/core/Materials/multiMaterial.js';
import { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { NodeMaterial } from '@babylonjs/core/Materials/Node/nodeMaterial.js';
import {
  MATERIAL_CONTAINER_ID, MaterialTypes, SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService, materialProps,
} from '../../sdk/index.js';
import type { MaterialTypeBundle, SceneNodeData } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeScene from '../../plugins/node-scene/index.js';
import nodeMesh from '../../plugins/node-mesh/index.js';
import geometryBox from '../../plugins/geometry-box/index.js';
import materialEditor from '../../plugins/material-editor/index.js';
import openScenes from '../../plugins/open-scenes/index.js';
import materialUnlitPlugin, { unlitMaterial } from '../../plugins/material-unlit/index.js';
import materialPhongPlugin, { phongMaterial } from '../../plugins/material-phong/index.js';
import materialPbrPlugin, { pbrMaterial } from '../../plugins/material-pbr/index.js';
import materialNodePlugin, { nodeMaterial } from '../../plugins/material-node/index.js';
import { MaterialActions } from '../../plugins/material-editor/material-actions.js';

const box = { className: 'Box', params: {} };

async function setup() {
  const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [
    nodeScene, nodeMesh, geometryBox, openScenes, materialEditor, materialUnlitPlugin, materialPhongPlugin, materialPbrPlugin, materialNodePlugin,
  ]);
  const document = kernel.services.get(SceneDocumentService);
  const undo = kernel.services.get(UndoService);
  const scene = new Scene(new NullEngine());
  const errors: unknown[] = [];
  const runtime = kernel.services.get(SceneRuntimeService).start(scene);
  const types = kernel.registry.list(MaterialTypes);
  const actions = new MaterialActions({ document, undo, i18n: undefined, types: () => types.current }, (key, values) => `${key}${values ? JSON.stringify(values) : ''}`);
  let index = 0;
  const addMesh = (id: string, props: SceneNodeData['props'] = {}) =>
    undo.execute([document.insertPatch([{ id, type: 'Mesh', parent: SCENE_ROOT_ID, name: id, props: { geometry: box, ...props }, children: [] }], { parent: SCENE_ROOT_ID, index: index++ })]);
  const mesh = (id: string) => runtime.objectOf(id)!.node as Mesh;
  return { document, undo, scene, runtime, actions, addMesh, mesh, errors };
}

const node = (bundle: MaterialTypeBundle, props: SceneNodeData['props']): SceneNodeData =>
  ({ id: 'x', type: bundle.materialType.id, parent: MATERIAL_CONTAINER_ID, name: 'x', props, children: [] });

describe('material types', () => {
  it('clamp every number to its descriptor limits (PBR index of refraction 1–3.5, metallic and roughness 0–1)', () => {
    const pbr = pbrMaterial.materialType;
    const props = materialProps(pbr, node(pbrMaterial, { indexOfRefraction: 9, metallic: -1, roughness: 2, alpha: 5, specularR0: 'x' }), []);
    expect(props.number('indexOfRefraction')).toBe(3.5);
    expect(props.number('metallic')).toBe(0);
    expect(props.number('roughness')).toBe(1);
    expect(props.number('alpha')).toBe(1);
    expect(props.number('specularR0')).toBe(1);
    expect(materialProps(pbr, node(pbrMaterial, { indexOfRefraction: 0.2 }), []).number('indexOfRefraction')).toBe(1);
    expect(materialProps(phongMaterial.materialType, node(phongMaterial, { specularPower: 5000 }), []).number('specularPower')).toBe(1024);
  });

  it('every type declares limits for its numbers, texts in three languages, and is unlisted and not creatable', () => {
    for (const bundle of [unlitMaterial, phongMaterial, pbrMaterial, nodeMaterial]) {
      for (const d of bundle.materialType.descriptors) {
        if (d.type === 'number') expect([d.name, d.min !== undefined && d.max !== undefined]).toEqual([d.name, true]);
        expect(Object.keys(d.titles).sort()).toEqual(['en', 'zh-CN', 'zh-TW']);
      }
      expect(bundle.nodeType).toMatchObject({ listed: false, creatable: false, container: false });
    }
  });
});

describe('materials in the document and the viewport', () => {
  it('a new PBR material assigned to a box renders it with a PBRMaterial; metallic and roughness edits update it in place', async () => {
    const { actions, addMesh, mesh, undo, document } = await setup();
    addMesh('box');
    const colour = mesh('box').material;
    const id = actions.createAndAssign(['box'], 'PBRMaterial', { albedoColor: { r: 1, g: 0, b: 0 } });
    const pbr = mesh('box').material as PBRMaterial;
    expect(pbr).toBeInstanceOf(PBRMaterial);
    expect(pbr.albedoColor.asArray()).toEqual([1, 0, 0]);
    undo.execute([document.setPropPatch(id, 'metallic', 0.9), document.setPropPatch(id, 'roughness', 0.1)]);
    expect(mesh('box').material).toBe(pbr);
    expect([pbr.metallic, pbr.roughness]).toEqual([0.9, 0.1]);
    undo.undo();
    expect([pbr.metallic, pbr.roughness]).toEqual([0, 0.5]);
    // Undo of the assignment: the box is back to its colour material and the material node is gone.
    undo.undo();
    expect(mesh('box').material).toBe(colour);
    expect(document.get(id)).toBeUndefined();
    undo.redo();
    expect(mesh('box').material).toBeInstanceOf(PBRMaterial);
  });

  it('meshes share one material; removing the assignment falls back to the colour material', async () => {
    const { actions, addMesh, mesh } = await setup();
    addMesh('a');
    addMesh('b');
    const id = actions.createAndAssign(['a', 'b'], 'StandardMaterial', { diffuseColor: { r: 0, g: 1, b: 0 } });
    expect(mesh('a').material).toBe(mesh('b').material);
    expect((mesh('a').material as StandardMaterial).diffuseColor.g).toBe(1);
    actions.assign(['a'], '');
    expect(mesh('a').material).not.toBe(mesh('b').material);
    expect((mesh('a').material as StandardMaterial).diffuseColor.g).toBeCloseTo(0.8);
    expect(mesh('b').material!.metadata.materialNodeId).toBe(id);
  });

  it('a type switch keeps the id, the meshes and the base colour; undo restores the type', async () => {
    const { actions, addMesh, mesh, undo, document } = await setup();
    addMesh('a');
    const id = actions.createAndAssign(['a'], 'StandardMaterial', { diffuseColor: { r: 0.1, g: 0.2, b: 0.3 }, alpha: 0.5 });
    actions.switchType(id, 'PBRMaterial');
    expect(document.get(id)!.type).toBe('PBRMaterial');
    expect(document.get(id)!.props.albedoColor).toEqual({ r: 0.1, g: 0.2, b: 0.3 });
    expect(document.get(id)!.props.alpha).toBe(0.5);
    expect(mesh('a').material).toBeInstanceOf(PBRMaterial);
    undo.undo();
    expect(document.get(id)!.type).toBe('StandardMaterial');
    expect(mesh('a').material).toBeInstanceOf(StandardMaterial);
  });

  it('only meshes that name a material node listen for materials made again (none per colour-only mesh); such a mesh still follows a type switch', async () => {
    const { actions, addMesh, mesh, runtime, document, undo } = await setup();
    const listeners = () => (runtime as unknown as { materials: { changed: { observers: unknown[] } } }).materials.changed.observers.length;
    const before = listeners();
    for (let i = 0; i < 20; i++) addMesh(`plain${i}`, { color: { r: 0.1 * (i % 3), g: 0.5, b: 0.5 } });
    expect(listeners()).toBe(before);
    addMesh('a');
    addMesh('b');
    const id = actions.createAndAssign(['a'], 'StandardMaterial', { diffuseColor: { r: 0.1, g: 0.2, b: 0.3 } });
    expect(listeners()).toBe(before + 1);
    addMesh('c', { subSets: [{ name: 'top', start: 0, count: 18 }, { name: 'rest', start: 18, count: 18 }] });
    actions.assignToSubSet('c', 1, id);
    expect(listeners()).toBe(before + 2);
    actions.switchType(id, 'PBRMaterial');
    expect(document.get(id)!.type).toBe('PBRMaterial');
    expect(mesh('a').material).toBeInstanceOf(PBRMaterial);
    expect((mesh('c').material as MultiMaterial).subMaterials[1]).toBeInstanceOf(PBRMaterial);
    expect(mesh('b').material).toBeInstanceOf(StandardMaterial);
    // A listening mesh that is removed stops listening.
    undo.execute([document.removePatch('a')]);
    expect(listeners()).toBe(before + 1);
  });

  it('sub-sets with their own material get a MultiMaterial; others use the mesh material', async () => {
    const { actions, addMesh, mesh } = await setup();
    addMesh('a', { subSets: [{ name: 'top', start: 0, count: 18 }, { name: 'rest', start: 18, count: 18 }] });
    const own = actions.createAndAssign(['a'], 'StandardMaterial');
    const sub = actions.createAndAssign([], 'NoLightMaterial');
    actions.assignToSubSet('a', 1, sub);
    const multi = mesh('a').material as MultiMaterial;
    expect(multi).toBeInstanceOf(MultiMaterial);
    expect(multi.subMaterials.map((m) => m?.metadata.materialNodeId)).toEqual([own, sub]);
    actions.assignToSubSet('a', 1, '');
    expect(mesh('a').material!.metadata.materialNodeId).toBe(own);
  });

  it('a node material from a stored graph builds; a broken graph falls back to the default graph and says why', async () => {
    const { actions, addMesh, mesh, undo, document } = await setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addMesh('a');
    const id = actions.createAndAssign(['a'], 'NodeMaterial');
    const first = mesh('a').material as NodeMaterial;
    expect(first).toBeInstanceOf(NodeMaterial);
    const graph = JSON.parse(JSON.stringify(first.serialize()));
    undo.execute([document.setPropPatch(id, 'graph', graph)]);
    expect(mesh('a').material).toBeInstanceOf(NodeMaterial);
    expect(mesh('a').material).not.toBe(first);
    expect(errors).not.toHaveBeenCalled();
    undo.execute([document.setPropPatch(id, 'graph', '{not json')]);
    expect(mesh('a').material).toBeInstanceOf(NodeMaterial);
    expect(String(errors.mock.calls[0]?.[0])).toContain('the stored graph is not JSON');
    undo.execute([document.setPropPatch(id, 'graph', { blocks: 'no' })]);
    expect(String(errors.mock.calls[1]?.[0])).toContain('not a node-material graph');
    errors.mockRestore();
  });

  it('refuses a material type that is not contributed and more materials than the limit', async () => {
    const { actions } = await setup();
    expect(() => actions.newNode('NoSuchMaterial')).toThrow('materialEditor.unknownType');
  });
});
