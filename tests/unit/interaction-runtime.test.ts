// The player's interaction runner over a real editor kernel (document, runtime, node types) on Babylon's NullEngine:
// a click on an info point sets its status, a click on a child reaches its parent's interactions, hover and data
// triggers, a property the target does not declare and the interaction list itself are left alone, fly to turns the
// orbit camera to the point's world position.
import { describe, expect, it } from 'vitest';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Scene } from '@babylonjs/core/scene.js';
import { NodeTypes, readInfoPoints, SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService } from '../../sdk/index.js';
import type { JsonValue, PlayerService, ScenePatch } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeInfoPoints from '../../plugins/node-info-points/index.js';
import nodeTransform from '../../plugins/node-transform/index.js';
import { ViewportStateService } from '../../plugins/viewport-state/viewport-state-service.js';
import { createInteractionRunner } from '../../plugins/interaction-runtime/interaction-runner.js';

async function setUp() {
  const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [nodeInfoPoints, nodeTransform]);
  const document = kernel.services.get(SceneDocumentService);
  const undo = kernel.services.get(UndoService);
  const scene = new Scene(new NullEngine());
  const camera = new ArcRotateCamera('cam', 0, 1, 10, Vector3.Zero(), scene);
  scene.activeCamera = camera;
  const runtime = kernel.services.get(SceneRuntimeService).start(scene);
  const viewport = new ViewportStateService();
  viewport.setScene(scene, runtime);
  const applied: ScenePatch[][] = [];
  // The player's writes go to its document copy: here the kernel's document, through the undo service.
  const player = { apply: (patches: readonly ScenePatch[]) => { applied.push([...patches]); undo.execute([...patches]); }, log: () => undefined } as unknown as PlayerService;
  const frames: ((now: number) => void)[] = [];
  const runner = createInteractionRunner({ player, document, viewport, nodeTypes: kernel.registry.list(NodeTypes), frame: (step) => void frames.push(step) });
  const points = [
    { id: 'p1', name: 'Pump', category: '', type: '', status: 'online', position: [2, 0, 0], visible: true },
    { id: 'p2', name: 'Fan', category: '', type: '', status: 'online', position: [0, 0, 3], visible: true },
  ];
  undo.execute([document.insertPatch([
    { id: 'ip', type: 'InfoPoints', parent: SCENE_ROOT_ID, name: 'Points', props: { position: { x: 10, y: 0, z: 0 }, infoPoints: points }, children: ['child'] },
    { id: 'child', type: 'TransformNode', parent: 'ip', name: 'Child', props: {}, children: [] },
    { id: 'door', type: 'TransformNode', parent: SCENE_ROOT_ID, name: 'Door', props: {}, children: [] },
  ], { parent: SCENE_ROOT_ID, index: 0 })]);
  const statusOf = (name: string) => readInfoPoints(document.get('ip')!.props.infoPoints).find((p) => p.name === name)!.status;
  return { document, undo, runner, applied, camera, frames, statusOf };
}

describe('the interaction runner', () => {
  it('sets an info point\'s status when that point is clicked, and not for another point', async () => {
    const { document, undo, runner, statusOf } = await setUp();
    undo.execute([document.setPropPatch('ip', 'interactions', [{ id: 'a', trigger: 'click', point: 'Pump', action: 'setStatus', targetPoint: 'Pump', value: 'warning' }])]);
    runner.pointer('click', [{ nodeId: 'ip', point: 'Fan' }]);
    expect(statusOf('Pump')).toBe('online');
    runner.pointer('click', [{ nodeId: 'ip', point: 'Pump' }]);
    expect(statusOf('Pump')).toBe('warning');
    expect(statusOf('Fan')).toBe('online');
  });

  it('reaches a parent\'s interactions through a click on its child; hides another node; toggles on hover', async () => {
    const { document, undo, runner, applied } = await setUp();
    undo.execute([document.setPropPatch('ip', 'interactions', [{ id: 'a', trigger: 'click', action: 'hide', target: 'door' }, { id: 'b', trigger: 'hover', action: 'toggle', target: 'door' }])]);
    runner.pointer('click', [{ nodeId: 'child' }, { nodeId: 'ip' }]);
    expect(document.get('door')!.props.visible).toBe(false);
    runner.pointer('click', [{ nodeId: 'ip' }]);
    expect(applied).toHaveLength(1); // already hidden: nothing written
    runner.pointer('hover', [{ nodeId: 'ip' }]);
    expect(document.get('door')!.props.visible).toBe(true);
  });

  it('runs data interactions with $value, and leaves undeclared properties and the list itself alone', async () => {
    const { document, undo, runner, applied, statusOf } = await setUp();
    const list: JsonValue = [
      { id: 'a', trigger: 'data', binding: 'temp', action: 'setStatus', value: '$value' },
      { id: 'b', trigger: 'click', action: 'setProperty', property: 'script', value: '"x"' },
      { id: 'c', trigger: 'click', action: 'setProperty', property: 'interactions', value: '[]' },
      { id: 'd', trigger: 'click', action: 'setProperty', property: 'visible', value: 'false' },
    ];
    undo.execute([document.setPropPatch('ip', 'interactions', list)]);
    runner.data(new Map([['other', 1]]));
    expect(applied).toHaveLength(0);
    runner.data(new Map([['temp', 'fault']]));
    expect([statusOf('Pump'), statusOf('Fan')]).toEqual(['fault', 'fault']);
    runner.pointer('click', [{ nodeId: 'ip' }]);
    expect(document.get('ip')!.props.script).toBeUndefined();
    expect(document.get('ip')!.props.interactions).toHaveLength(4);
    expect(document.get('ip')!.props.visible).toBe(false);
  });

  it('flies the orbit camera to an info point\'s world position', async () => {
    const { document, undo, runner, camera, frames } = await setUp();
    undo.execute([document.setPropPatch('door', 'interactions', [{ id: 'a', trigger: 'click', action: 'flyTo', target: 'ip', targetPoint: 'Fan', value: '0' }, { id: 'b', trigger: 'hover', action: 'flyTo', target: 'ip', value: '2' }])]);
    runner.pointer('click', [{ nodeId: 'door' }]);
    expect(camera.target.asArray()).toEqual([10, 0, 3]);
    runner.pointer('hover', [{ nodeId: 'door' }]);
    expect(frames).toHaveLength(1);
    frames.shift()!(1000);
    frames.shift()!(2000); // halfway through two seconds
    expect(camera.target.asArray()).toEqual([10, 0, 1.5]);
    frames.shift()!(3000);
    expect(camera.target.asArray()).toEqual([10, 0, 0]);
    expect(frames).toHaveLength(0);
  });
});
