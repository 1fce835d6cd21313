// The heat-map node's adapter on Babylon's NullEngine: its points become a field texture on a surface mesh, a value
// edit changes the field's pixels, undo brings them back, removing the node disposes the surface.
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import type { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeHeatMap from '../../plugins/node-heat-map/index.js';
import { surfaceOf } from '../../plugins/node-heat-map/adapter.js';

const points = [{ position: [0, 0, 0], size: 2, value: 0.3, visible: true }];

describe('the heat-map node in the engine', () => {
  it('draws the field of its points on its surface and follows value edits, size edits and undo', async () => {
    const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [nodeHeatMap]);
    const document = kernel.services.get(SceneDocumentService);
    const undo = kernel.services.get(UndoService);
    const scene = new Scene(new NullEngine());
    const runtime = kernel.services.get(SceneRuntimeService).start(scene);
    undo.execute([document.insertPatch([{ id: 'hm', type: 'HeatMap', parent: SCENE_ROOT_ID, name: 'Heat', props: { heatPoints: points }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })]);
    const surface = surfaceOf(runtime.objectOf('hm')!.node)!;
    /** The texture the surface's material draws, as the engine holds it (a NullEngine keeps the uploaded pixels). */
    const drawn = () => {
      const texture = (surface.mesh.material as StandardMaterial).diffuseTexture!;
      const { width, height } = texture.getSize();
      return { width, height, pixels: (texture.getInternalTexture() as unknown as { _bufferView: Uint8Array })._bufferView };
    };
    const centre = () => {
      const field = drawn();
      const o = ((field.height / 2) * field.width + field.width / 2) * 4;
      return [...field.pixels.slice(o, o + 4)];
    };
    expect(surface.mesh.parent).toBe(runtime.objectOf('hm')!.node);
    expect(surface.mesh.scaling.asArray()).toEqual([10, 1, 10]);
    expect(drawn()).toMatchObject({ width: 256, height: 256 });
    const low = centre();
    expect(low[2]).toBeGreaterThan(low[0]!);

    undo.execute([document.setPropPatch('hm', 'heatPoints', [{ ...points[0], value: 1 }])]);
    expect(centre().slice(0, 3)).toEqual([255, 0, 0]);
    undo.undo();
    expect(centre()).toEqual(low);

    undo.execute([document.setPropPatch('hm', 'width', 20)]);
    expect(surface.mesh.scaling.x).toBe(20);
    expect(drawn()).toMatchObject({ width: 256, height: 128 });

    undo.execute([document.setPropPatch('hm', 'heatPoints', [{ ...points[0], visible: false }])]);
    expect(centre()[3]).toBe(0);
    const mesh = surface.mesh;
    undo.execute([document.removePatch('hm')]);
    expect(mesh.isDisposed()).toBe(true);
    expect(scene.meshes).toHaveLength(0);
  });
});
