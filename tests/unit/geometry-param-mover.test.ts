// A mover on a geometry parameter (spec 001 §3 Mover; issue 26 item 14) drives the built mesh at run time through the
// animation player's frame writer, on the real runtime with the real mesh and Box builder (Babylon's NullEngine).
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeScene from '../../plugins/node-scene/index.js';
import nodeMesh from '../../plugins/node-mesh/index.js';
import geometryBox from '../../plugins/geometry-box/index.js';
import { FrameWriter } from '../../plugins/animation-player/frame-writer.js';
import { enabledMovers } from '../../plugins/animation-player/mover-list.js';

describe('a mover on a geometry parameter', () => {
  it('rebuilds the mesh at the mover\'s value each frame, keeps one geometry, and gives the document\'s back at the end', async () => {
    const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [nodeScene, nodeMesh, geometryBox]);
    const document = kernel.services.get(SceneDocumentService);
    const undo = kernel.services.get(UndoService);
    const scene = new Scene(new NullEngine());
    const runtime = kernel.services.get(SceneRuntimeService).start(scene);
    const movers = [{ id: 'mv', property: 'geometry.params.width', enable: true, min: 1, max: 3, duration: 2, delay: 0, swing: false, easing: 'linear' }];
    undo.execute([document.insertPatch([{
      id: 'box', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'box', props: { geometry: { className: 'Box', params: { width: 1, height: 1, depth: 1 } }, movers }, children: [],
    }], { parent: SCENE_ROOT_ID, index: 0 })]);
    const mesh = runtime.objectOf('box')!.node as Mesh;
    const width = () => {
      mesh.refreshBoundingInfo();
      const { minimum, maximum } = mesh.getBoundingInfo().boundingBox;
      return maximum.x - minimum.x;
    };
    expect(width()).toBeCloseTo(1);
    const bound = enabledMovers(document);
    expect(bound).toEqual([{ nodeId: 'box', mover: expect.objectContaining({ property: 'geometry.params.width' }) }]);
    const writer = new FrameWriter(document);
    for (const [clock, expected] of [[0.5, 1.5], [1, 2], [1.5, 2.5], [0.5, 1.5]] as const) {
      expect(writer.write(runtime, { keyframes: undefined, values: [] }, bound, clock)).toBe(true);
      expect(width()).toBeCloseTo(expected);
    }
    // Frames do not pile up geometries: the one built for the previous frame goes when the mesh takes the next.
    expect(scene.geometries.length).toBe(1);
    // The document keeps its width; the end of playback shows it again.
    expect(document.get('box')!.props.geometry).toEqual({ className: 'Box', params: { width: 1, height: 1, depth: 1 } });
    writer.clear(runtime);
    expect(width()).toBeCloseTo(1);
  });
});
