// The Scene node's adapter on Babylon's NullEngine: sky presets, fog, background and ambient colours, environment
// intensity, as the engine holds them (moved here from the end-to-end tests, which keep what only pixels show).
import { describe, expect, it, vi } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { SkyMaterial } from '@babylonjs/materials/sky/skyMaterial.js';
import { SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService } from '../../sdk/index.js';
import type { JsonValue } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeScene from '../../plugins/node-scene/index.js';
import { SKY_PRESETS } from '../../plugins/node-scene/sky-presets.js';

async function setup() {
  const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [nodeScene]);
  const document = kernel.services.get(SceneDocumentService);
  const undo = kernel.services.get(UndoService);
  const scene = new Scene(new NullEngine());
  kernel.services.get(SceneRuntimeService).start(scene);
  const set = (props: Record<string, JsonValue>) => undo.execute(Object.entries(props).map(([name, value]) => document.setPropPatch(SCENE_ROOT_ID, name, value)));
  const skybox = () => scene.getMeshByName('scene.skybox') as Mesh | null;
  return { scene, undo, set, skybox };
}

const preset = (id: string) => SKY_PRESETS.find((p) => p.id === id)!;

describe('the Scene node in the engine', () => {
  it('a sky preset shows one sky box with the preset\'s SkyMaterial values; another preset changes it in place; hidden, then gone', async () => {
    const { set, skybox, undo, scene } = await setup();
    expect(skybox()).toBeNull();
    set({ skyMode: 'preset', skyPreset: 'sunset-clear' });
    // The sky material is a chunk of its own (plugins/node-scene/sky-parts.ts): the box comes when it has loaded, and
    // the scene counts as loading until then.
    expect(scene.isReady()).toBe(false);
    await vi.waitFor(() => expect(skybox()).not.toBeNull());
    const box = skybox()!;
    const material = box.material as SkyMaterial;
    expect(box.isVisible).toBe(true);
    expect(box.isPickable).toBe(false);
    expect(material.getClassName()).toBe('SkyMaterial');
    const values = (m: SkyMaterial) => ({ inclination: m.inclination, azimuth: m.azimuth, luminance: m.luminance, turbidity: m.turbidity, rayleigh: m.rayleigh });
    const { inclination, azimuth, luminance, turbidity, rayleigh } = preset('sunset-clear');
    expect(values(material)).toEqual({ inclination, azimuth, luminance, turbidity, rayleigh });

    set({ skyPreset: 'night' });
    expect(skybox()).toBe(box);
    expect(material.inclination).toBeGreaterThan(0.49);
    expect(material.luminance).toBe(0.2);
    const night = preset('night');
    expect(values(material)).toEqual({ inclination: night.inclination, azimuth: night.azimuth, luminance: night.luminance, turbidity: night.turbidity, rayleigh: night.rayleigh });

    set({ skyboxVisible: false });
    expect(box.isVisible).toBe(false);
    undo.undo();
    expect(box.isVisible).toBe(true);
    set({ skyMode: 'none' });
    expect(skybox()).toBeNull();
    expect(scene.meshes).toHaveLength(0);
    // A sky asked for and dropped again before its code arrived never shows.
    set({ skyMode: 'preset' });
    set({ skyMode: 'none' });
    await import('../../plugins/node-scene/sky-parts.js');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scene.meshes).toHaveLength(0);
  });

  it('fog, background, ambient colour and environment intensity follow the document, and undo', async () => {
    const { set, scene, undo } = await setup();
    set({ fogEnabled: true, fogAmount: 0.5, fogColor: { r: 1, g: 0, b: 0 } });
    expect(scene.fogMode).toBe(Scene.FOGMODE_EXP2);
    expect(scene.fogDensity).toBeCloseTo(0.025);
    expect(scene.fogColor.asArray()).toEqual([1, 0, 0]);
    undo.undo();
    expect(scene.fogMode).toBe(Scene.FOGMODE_NONE);

    set({ backgroundColor: { r: 0, g: 0.5, b: 1 }, ambientColor: { r: 0.25, g: 0.25, b: 0.25 }, environmentIntensity: 0.4 });
    expect(scene.clearColor.asArray()).toEqual([0, 0.5, 1, 1]);
    expect(scene.ambientColor.asArray()).toEqual([0.25, 0.25, 0.25]);
    expect(scene.environmentIntensity).toBe(0.4);
  });
});
