// The text-point node's adapter on Babylon's NullEngine: one camera-facing plane per visible point at its position,
// following text, visibility and position edits and undo; removing the node disposes them.
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { Scene } from '@babylonjs/core/scene.js';
import { SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeTextPoints from '../../plugins/node-text-points/index.js';
import { labelsOf } from '../../plugins/node-text-points/adapter.js';

const points = [
  { text: 'Hall', position: [1, 0, 0], visible: true },
  { text: 'Lab', position: [0, 2, 0], visible: true },
];

describe('the text-point node in the engine', () => {
  it('draws a camera-facing label per visible point and follows edits and undo', async () => {
    const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [nodeTextPoints]);
    const document = kernel.services.get(SceneDocumentService);
    const undo = kernel.services.get(UndoService);
    const scene = new Scene(new NullEngine());
    const runtime = kernel.services.get(SceneRuntimeService).start(scene);
    undo.execute([document.insertPatch([{ id: 'tp', type: 'TextPoints', parent: SCENE_ROOT_ID, name: 'Texts', props: { textPoints: points }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })]);
    const labels = labelsOf(runtime.objectOf('tp')!.node)!;
    const shown = () => labels.meshes.map((m) => ({ text: (m.metadata as { text: string }).text, at: m.position.asArray() }));
    expect(shown()).toEqual([{ text: 'Hall', at: [1, 0, 0] }, { text: 'Lab', at: [0, 2, 0] }]);
    expect(labels.meshes[0]!.billboardMode).toBe(Mesh.BILLBOARDMODE_ALL);
    expect(labels.meshes[0]!.parent).toBe(runtime.objectOf('tp')!.node);

    undo.execute([document.setPropPatch('tp', 'textPoints', [{ ...points[0], visible: false }, { ...points[1], text: 'Office', position: [3, 3, 3] }])]);
    expect(shown()).toEqual([{ text: 'Office', at: [3, 3, 3] }]);
    undo.undo();
    expect(shown()).toEqual([{ text: 'Hall', at: [1, 0, 0] }, { text: 'Lab', at: [0, 2, 0] }]);
    const drawn = labels.meshes[0]!;
    undo.execute([document.removePatch('tp')]);
    expect(drawn.isDisposed()).toBe(true);
    expect(scene.meshes).toHaveLength(0);
  });
});
