// The info-point node's adapter on Babylon's NullEngine: its points become marker quads in their status colour,
// a status edit changes the colour buffer, hidden points leave it, undo brings the old colour back.
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { infoPointStatusColour, SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeInfoPoints from '../../plugins/node-info-points/index.js';
import { markersOf } from '../../plugins/node-info-points/adapter.js';
import { hexToRgb } from '../../plugins/node-info-points/marker-buffers.js';

const points = [
  { id: 'a', name: 'Pump', category: '', type: '', status: 'online', position: [1, 0, 0], visible: true },
  { id: 'b', name: 'Valve', category: '', type: '', status: 'warning', position: [0, 2, 0], visible: true },
];

describe('the info-point node in the engine', () => {
  it('draws a marker per visible point in its status colour and follows status and visibility edits and undo', async () => {
    const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [nodeInfoPoints]);
    const document = kernel.services.get(SceneDocumentService);
    const undo = kernel.services.get(UndoService);
    const scene = new Scene(new NullEngine());
    const runtime = kernel.services.get(SceneRuntimeService).start(scene);
    undo.execute([document.insertPatch([{ id: 'ip', type: 'InfoPoints', parent: SCENE_ROOT_ID, name: 'Sensors', props: { infoPoints: points }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })]);
    const markers = markersOf(runtime.objectOf('ip')!.node)!;
    const mesh = () => markers.meshes[0]!;
    const colourOf = (pointIndex: number) => [...(mesh().getVerticesData('markerColor')!).slice(pointIndex * 16, pointIndex * 16 + 3)];
    const rgb = (status: string) => [...new Float32Array(hexToRgb(infoPointStatusColour(status)))];
    expect(markers.meshes).toHaveLength(1);
    // No canvas in Node: markers only, one quad (4 vertices) per point, each at its point.
    expect(mesh().getTotalVertices()).toBe(8);
    expect([...mesh().getVerticesData('position')!.slice(12, 15)]).toEqual([0, 2, 0]);
    expect(colourOf(1)).toEqual(rgb('warning'));
    expect(mesh().parent).toBe(runtime.objectOf('ip')!.node);

    const fixed = [points[0], { ...points[1], status: 'offline' }];
    undo.execute([document.setPropPatch('ip', 'infoPoints', fixed)]);
    expect(colourOf(1)).toEqual(rgb('offline'));
    undo.undo();
    expect(colourOf(1)).toEqual(rgb('warning'));

    undo.execute([document.setPropPatch('ip', 'infoPoints', [{ ...points[0], visible: false }, points[1]])]);
    expect(mesh().getTotalVertices()).toBe(4);
    expect(colourOf(0)).toEqual(rgb('warning'));
    const drawn = mesh();
    undo.execute([document.removePatch('ip')]);
    expect(drawn.isDisposed()).toBe(true);
    expect(scene.meshes).toHaveLength(0);
  });
});
