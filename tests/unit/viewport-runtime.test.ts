// The scene runtime with the real node-type and geometry-builder plugins on Babylon's NullEngine.
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { InstancedMesh } from '@babylonjs/core/Meshes/instancedMesh.js';
import type { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import type { ShadowGenerator } from '@babylonjs/core/Lights/Shadows/shadowGenerator.js';
import type { DirectionalLight } from '@babylonjs/core/Lights/directionalLight.js';
import { SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService } from '../../sdk/index.js';
import type { SceneNodeData } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeScene from '../../plugins/node-scene/index.js';
import nodeMesh from '../../plugins/node-mesh/index.js';
import nodeTransform from '../../plugins/node-transform/index.js';
import nodeDirectional from '../../plugins/node-directional-light/index.js';
import nodeShadow from '../../plugins/node-shadow-generator/index.js';
import geometryBox from '../../plugins/geometry-box/index.js';
import geometrySphere from '../../plugins/geometry-sphere/index.js';

async function setup() {
  const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [nodeScene, nodeMesh, nodeTransform, nodeDirectional, nodeShadow, geometryBox, geometrySphere]);
  const document = kernel.services.get(SceneDocumentService);
  const undo = kernel.services.get(UndoService);
  const scene = new Scene(new NullEngine());
  const runtime = kernel.services.get(SceneRuntimeService).start(scene);
  let index = 0;
  const add = (id: string, type: string, props: SceneNodeData['props'], parent = SCENE_ROOT_ID) =>
    undo.execute([document.insertPatch([{ id, type, parent, name: id, props, children: [] }], { parent, index: parent === SCENE_ROOT_ID ? index++ : 0 })]);
  return { document, undo, scene, runtime, add };
}

const box = { className: 'Box', params: { width: 1, height: 1, depth: 1 } };

describe('scene runtime with the built-in node types', () => {
  it('meshes with the same builder value and colour are instances of one shared mesh (one geometry, one material)', async () => {
    const { scene, runtime, add } = await setup();
    for (let i = 0; i < 50; i++) add(`m${i}`, 'Mesh', { geometry: box, color: { r: 1, g: 0, b: 0 } });
    const meshes = Array.from({ length: 50 }, (_, i) => runtime.objectOf(`m${i}`)!.node as InstancedMesh);
    expect(meshes.every((m) => m instanceof InstancedMesh)).toBe(true);
    expect(new Set(meshes.map((m) => m.sourceMesh)).size).toBe(1);
    expect(new Set(meshes.map((m) => m.material)).size).toBe(1);
    expect(meshes[0].getTotalVertices()).toBe(24);
    expect(scene.geometries.length).toBe(1);
    expect(scene.meshes.length).toBe(51);
  });

  it('a colour change recolours that mesh only, keeps its engine object, and its old look is released on undo', async () => {
    const { scene, runtime, add, undo, document } = await setup();
    add('a', 'Mesh', { geometry: box });
    add('b', 'Mesh', { geometry: box });
    const created = runtime.createdCount;
    const meshCount = scene.meshes.length;
    const a = runtime.objectOf('a')!.node as InstancedMesh;
    const b = runtime.objectOf('b')!.node as InstancedMesh;
    undo.execute([document.setPropPatch('a', 'color', { r: 0, g: 0, b: 1 })]);
    expect(runtime.createdCount).toBe(created);
    expect(runtime.objectOf('a')!.node).toBe(a);
    expect((a.material as StandardMaterial).diffuseColor.asArray()).toEqual([0, 0, 1]);
    expect((b.material as StandardMaterial).diffuseColor.asArray().map((c) => +c.toFixed(3))).toEqual([0.8, 0.8, 0.8]);
    expect(a.sourceMesh).not.toBe(b.sourceMesh);
    expect(b.sourceMesh.instances).toEqual([b]);
    undo.undo();
    expect((a.material as StandardMaterial).diffuseColor.b).toBeCloseTo(0.8);
    expect(a.sourceMesh).toBe(b.sourceMesh);
    expect(scene.meshes.length).toBe(meshCount);
  });

  it('a change an instance cannot show gives that node a mesh of its own (children kept); the other stays shared', async () => {
    const { scene, runtime, add, undo, document } = await setup();
    add('a', 'Mesh', { geometry: box });
    add('b', 'Mesh', { geometry: box });
    add('child', 'TransformNode', { position: { x: 1, y: 0, z: 0 } }, 'a');
    const meshCount = scene.meshes.length;
    const b = runtime.objectOf('b')!.node as InstancedMesh;
    undo.execute([document.setPropPatch('a', 'alpha', 0.5)]);
    const a = runtime.objectOf('a')!.node as Mesh;
    expect(a).toBeInstanceOf(Mesh);
    expect(a.material!.alpha).toBe(0.5);
    expect(a.metadata.nodeId).toBe('a');
    expect(runtime.objectOf('child')!.node!.parent).toBe(a);
    expect(runtime.objectOf('b')!.node).toBe(b);
    expect(b.material!.alpha).toBe(1);
    undo.undo();
    expect(runtime.objectOf('a')!.node).toBeInstanceOf(InstancedMesh);
    expect(runtime.objectOf('child')!.node!.parent).toBe(runtime.objectOf('a')!.node);
    expect(scene.meshes.length).toBe(meshCount);
  });

  it('a geometry change reshapes that node only; removing every node leaves no shared mesh or geometry behind', async () => {
    const { scene, runtime, add, undo, document } = await setup();
    const meshCount = scene.meshes.length;
    add('a', 'Mesh', { geometry: box });
    add('b', 'Mesh', { geometry: box });
    undo.execute([document.setPropPatch('a', 'geometry', { className: 'Box', params: { width: 4, height: 1, depth: 1 } })]);
    const [a, b] = [runtime.objectOf('a')!.node as InstancedMesh, runtime.objectOf('b')!.node as InstancedMesh];
    expect(a.getBoundingInfo().boundingBox.maximum.x).toBe(2);
    expect(b.getBoundingInfo().boundingBox.maximum.x).toBe(0.5);
    expect(a.getVerticesData('position')!.some((v) => v === 2)).toBe(true);
    expect(b.getVerticesData('position')!.some((v) => v === 2)).toBe(false);
    undo.execute([document.removePatch('a'), document.removePatch('b')]);
    expect(scene.meshes.length).toBe(meshCount);
    expect(scene.geometries.length).toBe(0);
  });

  it('switching the builder swaps the geometry of the same mesh', async () => {
    const { runtime, add, undo, document } = await setup();
    add('a', 'Mesh', { geometry: box });
    undo.execute([document.setPropPatch('a', 'geometry', { className: 'Sphere', params: { segments: 4 } })]);
    expect((runtime.objectOf('a')!.node as InstancedMesh).getTotalVertices()).toBe(91);
  });

  it('a shadow generator under a directional light renders every shadow-casting mesh', async () => {
    const { runtime, add } = await setup();
    add('sun', 'DirectionalLight', { direction: { x: 0, y: -1, z: 0 } });
    add('cast', 'Mesh', { geometry: box, castShadow: true });
    add('nocast', 'Mesh', { geometry: box, castShadow: false });
    add('sg', 'ShadowGenerator', { mapSize: 512, darkness: 0.4 }, 'sun');
    const light = runtime.objectOf('sun')!.node as DirectionalLight;
    const generator = light.getShadowGenerator() as ShadowGenerator;
    expect(generator.getShadowMap()!.getSize().width).toBe(512);
    expect(generator.bias).toBeCloseTo(0.005);
    expect(generator.getDarkness()).toBeCloseTo(0.4);
    const list = generator.getShadowMap()!.renderList!;
    expect(list.filter((m) => m.metadata?.nodeId).map((m) => m.metadata.nodeId)).toEqual(['cast']);
    // The shared mesh the caster is an instance of is listed too (for Babylon's readiness check), and stays hidden.
    const source = (runtime.objectOf('cast')!.node as InstancedMesh).sourceMesh;
    expect(list).toContain(source);
    expect(source.isVisible).toBe(false);
  });
});
