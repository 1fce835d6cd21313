// The two effects written as this designer's own shaders (GTAO over a depth map, LUT over a 256×16 strip) and the LUT
// pipeline's edits, in a real kernel with the post-process runtime on Babylon's NullEngine.
import { describe, expect, it, vi } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { FreeCamera } from '@babylonjs/core/Cameras/freeCamera.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import {
  createTranslate, I18nService, MAX_POST_PROCESSES, POST_PROCESS_CONTAINER_ID, PostProcessRuntimeService, SceneDocumentService, SelectionService, UndoService,
  appendPostProcessPatch, defaultsOf, postProcessNodes, postProcessPlugin, postProcessProps,
} from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { loadPostProcessRuntime } from '../../core/runtime/lazy-post-process-runtime.js';
import { SceneDocumentWriter, coreServiceModules } from '../../core/index.js';
import postProcessing from '../../plugins/post-processing/index.js';
import viewportState from '../../plugins/viewport-state/index.js';
import { gtao, gtaoSampling } from '../../plugins/post-gtao/index.js';
import { lut, LUT_CLASS_NAME, MAX_LUT_URL } from '../../plugins/post-lut/lut-effect.js';
import { LutActions } from '../../plugins/post-lut/lut-actions.js';
import { locales } from '../../plugins/post-lut/locales.js';

const descriptor = (effect: typeof gtao.effect, name: string) => effect.descriptors.find((d) => d.name === name)!;

describe('GTAO descriptors', () => {
  it('radius, exponent, thickness and distance have minimum 0 and a maximum; samples are 8/16/32', () => {
    for (const name of ['radius', 'exponent', 'thickness', 'distance']) {
      expect(descriptor(gtao.effect, name).min, name).toBe(0);
      expect(descriptor(gtao.effect, name).max, name).toBeGreaterThan(0);
    }
    expect(descriptor(gtao.effect, 'samples').enum!.map((o) => o.value)).toEqual([8, 16, 32]);
  });

  it('values outside the limits reach the shader clamped', () => {
    const node = { id: 'g', type: 'GtaoPostProcess', parent: POST_PROCESS_CONTAINER_ID, name: 'g', children: [], props: { radius: -4, exponent: 99, thickness: -1, distance: 1e9 } };
    const props = postProcessProps(gtao.effect, node, []);
    expect([props.number('radius'), props.number('exponent'), props.number('thickness'), props.number('distance')]).toEqual([0, 10, 0, 100000]);
  });

  it('every sample count is spent as slices × steps × two sides', () => {
    for (const samples of [8, 16, 32]) {
      const { slices, steps } = gtaoSampling(samples);
      expect(slices * steps * 2).toBe(samples);
      expect(slices).toBeLessThanOrEqual(4); // the shader's loop bounds
      expect(steps).toBeLessThanOrEqual(8);
    }
  });
});

describe('LUT descriptors', () => {
  it('intensity is 0–1 and clamped; the url is read-only and the preview hidden in the inspector', () => {
    expect([descriptor(lut.effect, 'intensity').min, descriptor(lut.effect, 'intensity').max]).toEqual([0, 1]);
    const node = { id: 'l', type: LUT_CLASS_NAME, parent: POST_PROCESS_CONTAINER_ID, name: 'l', children: [], props: { intensity: 3, url: 42 } };
    const props = postProcessProps(lut.effect, node, []);
    expect(props.number('intensity')).toBe(1);
    expect(props.string('url')).toBe('');
    expect(descriptor(lut.effect, 'url').rw).toBe('r');
    expect(descriptor(lut.effect, 'preview').hide).toBe(true);
  });
});

async function setup() {
  // The runtime's code loaded before: it starts within the change that adds the first effect, as these tests expect.
  await loadPostProcessRuntime();
  const kernel = await createEditorKernel(coreServiceModules, [viewportState, postProcessing, postProcessPlugin('t.own', gtao, lut)]);
  const get = kernel.services.get.bind(kernel.services);
  const document = get(SceneDocumentService);
  const undo = get(UndoService);
  const selection = get(SelectionService);
  const actions = new LutActions({ document, undo, selection, i18n: get(I18nService) }, createTranslate(get(I18nService), locales));
  return { document, undo, selection, actions, get };
}

const WARM = { name: 'warm', url: '/files/luts/warm.png', preview: '/files/luts/warm-preview.png', titles: { en: 'Warm', 'zh-CN': '暖色', 'zh-TW': '暖色' } };

describe('the LUT pipeline', () => {
  it('Add puts a LUT effect with the url and preview at the end of the chain as one undo step that marks needSave', async () => {
    const { actions, document, undo, selection } = await setup();
    const id = actions.add(WARM);
    expect(undo.needSave).toBe(true);
    const node = document.get(id)!;
    expect(node).toMatchObject({ type: LUT_CLASS_NAME, parent: POST_PROCESS_CONTAINER_ID, name: '暖色' });
    expect(node.props).toMatchObject({ url: WARM.url, preview: WARM.preview, intensity: 1, isEnabled: true });
    expect(selection.selected).toEqual([id]);
    expect(actions.list().map((n) => n.id)).toEqual([id]);
    undo.undo();
    expect(document.get(POST_PROCESS_CONTAINER_ID)).toBeUndefined();
    expect(actions.list()).toEqual([]);
  });

  it('Delete removes only LUT effects, undoably', async () => {
    const { actions, document, undo } = await setup();
    const a = actions.add(WARM);
    const b = actions.add({ ...WARM, name: 'cold', url: '/files/luts/cold.png' });
    actions.remove([a, 'scene']);
    expect(actions.list().map((n) => n.id)).toEqual([b]);
    undo.undo();
    expect(postProcessNodes((id) => document.get(id)).map((n) => n.id)).toEqual([a, b]);
  });

  it('refuses a LUT without a url, an overlong url and more effects than the limit, in the user\'s language, changing nothing', async () => {
    const { actions, document, undo } = await setup();
    expect(() => actions.add({ ...WARM, url: '  ' })).toThrow('此 LUT 没有可用于调色的图像');
    expect(() => actions.add({ ...WARM, url: 'x'.repeat(MAX_LUT_URL + 1) })).toThrow(`最多 ${MAX_LUT_URL} 个字符`);
    expect(undo.needSave).toBe(false);
    for (let i = 0; i < MAX_POST_PROCESSES; i++) actions.add(WARM);
    const before = document.serialize();
    expect(() => actions.add(WARM)).toThrow(`最多可以有 ${MAX_POST_PROCESSES} 个`);
    expect(document.serialize()).toBe(before);
  });
});

describe('GTAO on a camera', () => {
  it('attaches its two passes and one depth map to the camera, and the runtime releases both', async () => {
    const { document, undo, get } = await setup();
    const scene = new Scene(new NullEngine());
    const camera = new FreeCamera('main', new Vector3(0, 0, -5), scene);
    scene.activeCamera = camera;
    const handle = get(PostProcessRuntimeService).start(scene);
    const id = document.newId();
    undo.execute([appendPostProcessPatch(document, { id, type: 'GtaoPostProcess', parent: POST_PROCESS_CONTAINER_ID, name: 'GTAO', props: defaultsOf(gtao.effect.descriptors), children: [] }, 'Post')]);
    expect(camera._postProcesses.filter((p) => p).map((p) => p!.name)).toEqual(['kfGtao', 'kfGtaoApply']);
    expect(camera.customRenderTargets.map((t) => t.name)).toEqual([`postDepth.${camera.uniqueId}`]);
    // The depth map follows the render size (NullEngine's size is fixed: the new size is what the engine reports).
    const engine = scene.getEngine();
    vi.spyOn(engine, 'getRenderWidth').mockReturnValue(320);
    vi.spyOn(engine, 'getRenderHeight').mockReturnValue(200);
    engine.onResizeObservable.notifyObservers(engine);
    expect(camera.customRenderTargets[0].getSize()).toEqual({ width: 320, height: 200 });
    undo.undo();
    expect(camera._postProcesses.filter((p) => p)).toEqual([]);
    expect(camera.customRenderTargets).toEqual([]);
    handle.dispose();
  });
});

describe('the post-process runtime without the editor', () => {
  it('a kernel with only the effect plugins (no pipeline panel, no viewport) renders a loaded scene\'s effects, as the scene player will', async () => {
    const editor = await setup();
    const id = editor.actions.add(WARM);
    const content = editor.document.serialize();
    // The player's kernel: core services and effect plugins only.
    const player = await createEditorKernel(coreServiceModules, [postProcessPlugin('t.effects', gtao, lut)]);
    const get = player.services.get.bind(player.services);
    get(SceneDocumentWriter).load(content);
    const scene = new Scene(new NullEngine());
    const camera = new FreeCamera('player', new Vector3(0, 0, -5), scene);
    scene.activeCamera = camera;
    const handle = get(PostProcessRuntimeService).start(scene);
    expect(handle.instanceCount).toBe(1);
    expect(camera._postProcesses.filter((p) => p).map((p) => p!.name)).toEqual(['kfLut']);
    expect(get(SceneDocumentService).get(id)?.props.url).toBe(WARM.url);
    handle.dispose();
    expect(camera._postProcesses.filter((p) => p)).toEqual([]);
  });
});
