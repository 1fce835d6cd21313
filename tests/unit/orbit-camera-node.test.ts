// The orbit camera node's adapter on Babylon's NullEngine: the camera stands where its document props say (found by the
// presenter's end-to-end test, where every orbit camera with a target off the origin showed the same view).
import { describe, expect, it } from 'vitest';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeOrbitCamera from '../../plugins/node-orbit-camera/index.js';

describe('the orbit camera node in the engine', () => {
  it('keeps its angles and distance around a target off the origin, when made and when the target moves', async () => {
    const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [nodeOrbitCamera]);
    const document = kernel.services.get(SceneDocumentService);
    const undo = kernel.services.get(UndoService);
    const scene = new Scene(new NullEngine());
    const runtime = kernel.services.get(SceneRuntimeService).start(scene);
    const props = { alpha: 0.3, beta: 0.25, radius: 14, target: { x: 0, y: 0.5, z: 0 } };
    undo.execute([document.insertPatch([{ id: 'cam', type: 'OrbitCamera', parent: SCENE_ROOT_ID, name: 'Top', props, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })]);
    const camera = runtime.objectOf('cam')!.node as ArcRotateCamera;
    expect(camera).toBeInstanceOf(ArcRotateCamera);
    expect([camera.alpha, camera.beta, camera.radius]).toEqual([0.3, 0.25, 14]);
    camera.getViewMatrix(true);
    expect(camera.globalPosition.y).toBeCloseTo(0.5 + 14 * Math.cos(0.25), 5);

    undo.execute([document.setPropPatch('cam', 'target', { x: 2, y: 1, z: -1 })]);
    expect([camera.alpha, camera.beta, camera.radius]).toEqual([0.3, 0.25, 14]);
    expect(camera.target.asArray()).toEqual([2, 1, -1]);
  });
});
