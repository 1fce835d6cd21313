// The scene runtime follows contributions: builders and adapters that arrive, leave or are replaced after a scene opened.
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { GeometryBuilders, SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService, definePlugin } from '../../sdk/index.js';
import type { JsonObject } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeScene from '../../plugins/node-scene/index.js';
import nodeMesh from '../../plugins/node-mesh/index.js';
import nodeTransform from '../../plugins/node-transform/index.js';
import geometryBox from '../../plugins/geometry-box/index.js';

async function setup() {
  const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [nodeScene, nodeMesh]);
  const document = kernel.services.get(SceneDocumentService);
  const undo = kernel.services.get(UndoService);
  const scene = new Scene(new NullEngine());
  const runtime = kernel.services.get(SceneRuntimeService).start(scene);
  let index = 0;
  const add = (id: string, type: string, props: JsonObject, parent = SCENE_ROOT_ID) =>
    undo.execute([document.insertPatch([{ id, type, parent, name: id, props, children: [] }], { parent, index: parent === SCENE_ROOT_ID ? index++ : 0 })]);
  return { kernel, document, scene, runtime, add };
}

const box = { className: 'Box', params: { width: 1, height: 1, depth: 1 } };

describe('the scene runtime follows contributions', () => {
  it('a builder loaded after the scene opened builds its meshes; unloading it clears them and keeps the stored value', async () => {
    const { kernel, document, runtime, add } = await setup();
    add('m', 'Mesh', { geometry: box });
    const mesh = runtime.objectOf('m')!.node as Mesh;
    expect(mesh.getTotalVertices()).toBe(0);
    await kernel.plugins.activate(geometryBox);
    const built = runtime.objectOf('m')!.node as Mesh;
    expect(built.getTotalVertices()).toBe(24);
    await kernel.plugins.deactivate(geometryBox.id);
    expect((runtime.objectOf('m')!.node as Mesh).getTotalVertices()).toBe(0);
    expect(document.get('m')!.props.geometry).toEqual(box);
  });

  it('a builder replaced by a later one (a reload with new code) rebuilds its meshes with the new output', async () => {
    const { kernel, runtime, add } = await setup();
    await kernel.plugins.activate(geometryBox);
    add('m', 'Mesh', { geometry: box });
    const triangle = definePlugin({
      id: 'test.triangle-box',
      activate: (ctx) => void ctx.contribute(GeometryBuilders, {
        id: 'Box', titles: { en: 'Box', 'zh-CN': 'Box', 'zh-TW': 'Box' }, order: 0, descriptors: [],
        build: () => ({ positions: [0, 0, 0, 1, 0, 0, 0, 1, 0], indices: [0, 1, 2] }),
      }),
    });
    await kernel.plugins.activate(triangle);
    expect((runtime.objectOf('m')!.node as Mesh).getTotalVertices()).toBe(3);
    await kernel.plugins.deactivate(triangle.id);
    expect((runtime.objectOf('m')!.node as Mesh).getTotalVertices()).toBe(24);
  });

  it('nodes of an adapter loaded later are built and parented; unloading the adapter releases them', async () => {
    const { kernel, scene, runtime, add } = await setup();
    await kernel.plugins.activate(geometryBox);
    add('group', 'TransformNode', { position: { x: 5, y: 0, z: 0 } });
    add('child', 'Mesh', { geometry: box }, 'group');
    expect(runtime.objectOf('group')).toBeUndefined();
    expect((runtime.objectOf('child')!.node as Mesh).parent).toBeNull();
    await kernel.plugins.activate(nodeTransform);
    const group = runtime.objectOf('group')!.node!;
    expect((runtime.objectOf('child')!.node as Mesh).parent).toBe(group);
    await kernel.plugins.deactivate(nodeTransform.id);
    expect(runtime.objectOf('group')).toBeUndefined();
    expect(group.isDisposed()).toBe(true);
    expect(scene.transformNodes.length).toBe(0);
    const child = runtime.objectOf('child')!.node as Mesh;
    expect(child.parent).toBeNull();
    expect(child.isDisposed()).toBe(false);
  });
});
