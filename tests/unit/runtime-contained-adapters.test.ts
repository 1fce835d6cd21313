// The scene runtime updates each node once per step and contains a failing adapter: the failure is its plugin's fault,
// the rest of the step is applied, and the failed node is built again from the document.
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { NodeAdapters, PluginFaultService, SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService, definePlugin } from '../../sdk/index.js';
import type { JsonObject } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeScene from '../../plugins/node-scene/index.js';
import nodeTransform from '../../plugins/node-transform/index.js';

/** A plugin whose 'Fragile' nodes follow their `x`; its update throws when `x` is negative, its create when `x` is 13. */
const fragile = definePlugin({
  id: 'test.fragile-adapter',
  name: 'Fragile adapter',
  activate: (ctx) => void ctx.contribute(NodeAdapters, {
    id: 'Fragile',
    create(node, rt) {
      if (node.props.x === 13) throw new Error('thirteen');
      const target = new TransformNode(node.name, rt.scene);
      target.position.x = node.props.x as number;
      const updates: string[][] = [];
      target.metadata = { updates };
      return {
        node: target,
        update(next, keys) {
          updates.push([...keys]);
          if ((next.props.x as number) < 0) throw new Error(`negative x on ${next.id}`);
          target.position.x = next.props.x as number;
          target.name = next.name;
        },
        dispose: () => target.dispose(),
      };
    },
  }),
});

async function setup() {
  const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [nodeScene, nodeTransform, fragile]);
  const document = kernel.services.get(SceneDocumentService);
  const undo = kernel.services.get(UndoService);
  const faults = kernel.services.get(PluginFaultService);
  const runtime = kernel.services.get(SceneRuntimeService).start(new Scene(new NullEngine()));
  let index = 0;
  const add = (id: string, type: string, props: JsonObject, parent = SCENE_ROOT_ID) =>
    undo.execute([document.insertPatch([{ id, type, parent, name: id, props, children: [] }], { parent, index: parent === SCENE_ROOT_ID ? index++ : 0 })]);
  const engineX = (id: string) => (runtime.objectOf(id)?.node as TransformNode | undefined)?.position.x;
  const updatesOf = (id: string) => (runtime.objectOf(id)!.node!.metadata as { updates: string[][] }).updates;
  return { document, undo, faults, runtime, add, engineX, updatesOf };
}

describe('scene runtime: one update per node per step, contained adapters', () => {
  it('several patches to one node in a step reach its adapter as one update with every changed key', async () => {
    const { document, undo, add, updatesOf } = await setup();
    add('a', 'Fragile', { x: 1 });
    undo.transact(() => {
      undo.execute([document.setPropPatch('a', 'x', 2)]);
      undo.execute([document.setNamePatch('a', 'renamed')]);
      undo.execute([document.setPropPatch('a', 'x', 3)]);
      undo.execute([document.setPropPatch('a', 'y', 1)]);
    });
    expect(updatesOf('a')).toEqual([['x', 'name', 'y']]);
  });

  it('a throwing update is the plugin\'s fault; the rest of the step is applied and the node is rebuilt from the document', async () => {
    const { document, undo, faults, add, engineX, runtime } = await setup();
    add('a', 'Fragile', { x: 1 });
    add('b', 'Fragile', { x: 1 });
    add('c', 'TransformNode', { position: { x: 0, y: 0, z: 0 } });
    const before = runtime.objectOf('a')!.node;
    undo.transact(() => {
      undo.execute([document.setPropPatch('a', 'x', -1)]);
      undo.execute([document.setPropPatch('b', 'x', 7)]);
      undo.execute([document.setPropPatch('c', 'position', { x: 4, y: 0, z: 0 })]);
    });
    expect(faults.faults).toHaveLength(1);
    expect(faults.faults[0]).toMatchObject({ pluginId: 'test.fragile-adapter', site: 'adapter', message: 'negative x on a' });
    // The other nodes of the step: the engine matches the document.
    expect(engineX('b')).toBe(7);
    expect(engineX('c')).toBe(4);
    // The failed node was disposed and created again from the document (its adapter's create takes x as it is).
    expect(before!.isDisposed()).toBe(true);
    expect(engineX('a')).toBe(-1);
    expect(document.get('a')!.props.x).toBe(-1);
  });

  it('a node whose create throws is reported, stays without an engine object, and is created again on its next change', async () => {
    const { document, undo, faults, add, engineX, runtime } = await setup();
    add('a', 'Fragile', { x: 13 });
    add('b', 'Fragile', { x: 2 });
    expect(faults.faults.map((f) => [f.pluginId, f.site, f.message])).toEqual([['test.fragile-adapter', 'adapter', 'thirteen']]);
    expect(runtime.objectOf('a')).toBeUndefined();
    expect(engineX('b')).toBe(2);
    undo.execute([document.setPropPatch('a', 'x', 5)]);
    expect(engineX('a')).toBe(5);
  });

  it('a throwing dispose is reported and the removal still goes through', async () => {
    const { document, undo, faults, add, runtime } = await setup();
    add('a', 'Fragile', { x: 1 });
    const object = runtime.objectOf('a')!;
    (object as { dispose(): void }).dispose = () => { throw new Error('cannot let go'); };
    undo.execute([document.removePatch('a')]);
    expect(runtime.objectOf('a')).toBeUndefined();
    expect(faults.faults.map((f) => [f.site, f.message])).toEqual([['adapter', 'cannot let go']]);
  });
});
