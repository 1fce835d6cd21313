// Texture values read by the runtime: the Scene's background layer and a PBR material's albedo, through the real plugins on a NullEngine.
import { describe, expect, it, vi } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import type { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { Scene } from '@babylonjs/core/scene.js';
import { MATERIAL_CONTAINER_ID, MATERIAL_CONTAINER_TYPE, SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeScene from '../../plugins/node-scene/index.js';
import nodeMesh from '../../plugins/node-mesh/index.js';
import geometryBox from '../../plugins/geometry-box/index.js';
import materialEditor from '../../plugins/material-editor/index.js';
import openScenes from '../../plugins/open-scenes/index.js';
import materialPbrPlugin from '../../plugins/material-pbr/index.js';

async function setup() {
  const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [nodeScene, nodeMesh, geometryBox, openScenes, materialEditor, materialPbrPlugin]);
  const document = kernel.services.get(SceneDocumentService);
  const undo = kernel.services.get(UndoService);
  const scene = new Scene(new NullEngine());
  const runtime = kernel.services.get(SceneRuntimeService).start(scene);
  return { document, undo, scene, runtime };
}

const GRADIENT = { type: 'linear', deg: 90, colors: [{ red: 255, green: 0, blue: 0, alpha: 1, pct: 0 }, { red: 0, green: 0, blue: 255, alpha: 1, pct: 100 }] };

describe('texture values in the scene', () => {
  it('the Scene background shows a gradient or a procedural preset as a painted layer, a url as a picture, and undo takes it away', async () => {
    const { document, undo, scene, runtime } = await setup();
    const background = () => scene.layers.find((l) => l.name === 'scene.background');
    // Babylon's layer code loads with the first picture (plugins/node-scene/layer-parts.ts): each change shows once it is there.
    undo.execute([document.setPropPatch(SCENE_ROOT_ID, 'backgroundImage', GRADIENT)]);
    await runtime.whenIdle();
    await vi.waitFor(() => expect(background()?.texture).toBeInstanceOf(RawTexture));
    undo.execute([document.setPropPatch(SCENE_ROOT_ID, 'backgroundImage', { procedural: 'wood-2' })]);
    await runtime.whenIdle();
    await vi.waitFor(() => expect(background()?.texture).toBeInstanceOf(RawTexture));
    expect(scene.layers.filter((l) => l.name === 'scene.background')).toHaveLength(1);
    undo.execute([document.setPropPatch(SCENE_ROOT_ID, 'backgroundImage', { url: '/builtin/checker.png', name: 'checker' })]);
    await runtime.whenIdle();
    await vi.waitFor(() => expect(background()?.texture?.name).toContain('checker.png'));
    expect(scene.layers.filter((l) => l.name === 'scene.background')).toHaveLength(1);
    undo.undo();
    undo.undo();
    undo.undo();
    await runtime.whenIdle();
    expect(background()).toBeUndefined();
  });

  it('a PBR albedo takes an old url string, a gradient and an image object with its sampling fields', async () => {
    const { document, undo, runtime } = await setup();
    undo.execute([
      document.insertPatch([{ id: MATERIAL_CONTAINER_ID, type: MATERIAL_CONTAINER_TYPE, parent: SCENE_ROOT_ID, name: 'Materials', props: {}, children: [] }], { parent: SCENE_ROOT_ID, index: 0 }),
      document.insertPatch([{ id: 'm', type: 'PBRMaterial', parent: MATERIAL_CONTAINER_ID, name: 'm', props: { albedoTexture: '/a.png' }, children: [] }], { parent: MATERIAL_CONTAINER_ID, index: 0 }),
      document.insertPatch([{ id: 'b', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'b', props: { geometry: { className: 'Box', params: {} }, material: 'm' }, children: [] }], { parent: SCENE_ROOT_ID, index: 1 }),
    ]);
    await runtime.whenIdle();
    const albedo = () => ((runtime.objectOf('b')?.node as Mesh).material as PBRMaterial).albedoTexture;
    expect(albedo()?.name).toContain('a.png');
    undo.execute([document.setPropPatch('m', 'albedoTexture', GRADIENT)]);
    await runtime.whenIdle();
    expect(albedo()).toBeInstanceOf(RawTexture);
    undo.execute([document.setPropPatch('m', 'albedoTexture', { url: '/b.png', wrapU: 0, coordinatesMode: 1, gammaSpace: false })]);
    await runtime.whenIdle();
    expect(albedo()).toMatchObject({ wrapU: 0, coordinatesMode: 1, gammaSpace: false });
    expect(albedo()?.name).toContain('b.png');
  });
});
