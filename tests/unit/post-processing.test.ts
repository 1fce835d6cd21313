// The rendering pipeline as a plugin author and a user meet it: the built-in effect plugins in a real kernel (scene
// document, undo, the post-process runtime), effects on Babylon's NullEngine, the pipeline panel's edits.
import { describe, expect, it, vi } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { FreeCamera } from '@babylonjs/core/Cameras/freeCamera.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Logger } from '@babylonjs/core/Misc/logger.js';
import {
  I18nService, NodeTypes, NotificationService, POST_PROCESS_CONTAINER_ID, PostProcessRuntimeService, PostProcesses, SceneDocumentService, SelectionService,
  definePostProcess, postProcessNodes, postProcessPlugin, postProcessProps, titles,
} from '../../sdk/index.js';
import type { PluginDefinition, PostProcessContribution } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { LazyPostProcessRuntime, loadPostProcessRuntime } from '../../core/runtime/lazy-post-process-runtime.js';
import { SceneDocumentWriter, UndoControl, coreServiceModules } from '../../core/index.js';
import postProcessing from '../../plugins/post-processing/index.js';
import viewportState from '../../plugins/viewport-state/index.js';
import { MAX_POST_PROCESSES, PipelineActions } from '../../plugins/post-processing/pipeline-actions.js';
import { locales } from '../../plugins/post-processing/locales.js';
import { bloom } from '../../plugins/post-bloom/index.js';
import { chromaticAberration } from '../../plugins/post-chromatic-aberration/index.js';
import { colorBalance } from '../../plugins/post-color-balance/index.js';
import { depthOfField } from '../../plugins/post-depth-of-field/index.js';
import { fxaa } from '../../plugins/post-fxaa/index.js';
import { glow } from '../../plugins/post-glow/index.js';
import { grain } from '../../plugins/post-grain/index.js';
import { motionBlur } from '../../plugins/post-motion-blur/index.js';
import { sharpen } from '../../plugins/post-sharpen/index.js';
import { ssao } from '../../plugins/post-ssao/index.js';
import { gtao } from '../../plugins/post-gtao/index.js';
import { lut } from '../../plugins/post-lut/lut-effect.js';
import { ssr } from '../../plugins/post-ssr/index.js';
import { toneMapping } from '../../plugins/post-tone-mapping/index.js';
import { vignetting } from '../../plugins/post-vignetting/index.js';
import { createTranslate } from '../../sdk/index.js';

const BUILT_IN = [bloom, chromaticAberration, colorBalance, depthOfField, fxaa, glow, grain, gtao, lut, motionBlur, sharpen, ssao, ssr, toneMapping, vignetting];

/** A third-party effect written against the SDK: it records what the runtime asks of it. */
function recordingEffect(className: string, log: string[]) {
  return definePostProcess({
    id: className,
    titles: titles(className, className, className),
    order: 1000,
    descriptors: [{ name: 'amount', type: 'number', propertyGroup: 'render', rank: 1, min: 0, max: 10, default: 1, titles: titles('Amount', '数量', '數量') }],
    create(props, { camera }) {
      log.push(`create ${props.node.id}@${camera.name} amount=${props.number('amount')}`);
      return {
        update: (p) => void log.push(`update ${p.node.id}@${camera.name} amount=${p.number('amount')}`),
        dispose: () => void log.push(`dispose ${props.node.id}@${camera.name}`),
      };
    },
  });
}

async function setup(extra: PluginDefinition[] = []) {
  // The runtime's code loaded before: it starts within the change that adds the first effect, as these tests expect.
  await loadPostProcessRuntime();
  const kernel = await createEditorKernel(coreServiceModules, [viewportState, postProcessing, ...extra]);
  const get = kernel.services.get.bind(kernel.services);
  const document = get(SceneDocumentService);
  const undo = get(UndoControl);
  const selection = get(SelectionService);
  const effects = kernel.registry.list(PostProcesses);
  const actions = new PipelineActions(
    { document, undo, selection, i18n: get(I18nService), effects: () => effects.current },
    createTranslate(get(I18nService), locales),
  );
  return { kernel, document, undo, selection, actions, get };
}

function sceneWithCamera() {
  const scene = new Scene(new NullEngine());
  const camera = new FreeCamera('main', new Vector3(0, 0, -5), scene);
  scene.activeCamera = camera;
  return { scene, camera };
}

describe('effect descriptor tables', () => {
  it('every built-in effect has its enable toggle first, limits on every number and defaults inside them', () => {
    for (const { effect, type } of BUILT_IN) {
      expect(effect.descriptors[0].name, effect.id).toBe('isEnabled');
      expect(type.listed).toBe(false);
      expect(type.creatable).toBe(false);
      for (const d of effect.descriptors) {
        if (d.type !== 'number') continue;
        if (d.mode === 'enum') {
          expect(d.enum?.map((o) => o.value), `${effect.id}.${d.name}`).toContain(d.default);
          continue;
        }
        expect(d.min, `${effect.id}.${d.name} min`).toBeTypeOf('number');
        expect(d.max, `${effect.id}.${d.name} max`).toBeTypeOf('number');
        expect(d.default as number).toBeGreaterThanOrEqual(d.min!);
        expect(d.default as number).toBeLessThanOrEqual(d.max!);
      }
      for (const d of effect.descriptors) for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) expect(d.titles[locale], `${effect.id}.${d.name}`).toBeTruthy();
    }
  });

  it('quality settings are the enumerations of spec 001 §9', () => {
    const values = (effect: PostProcessContribution, name: string) => effect.descriptors.find((d) => d.name === name)!.enum!.map((o) => o.value);
    expect(values(ssao.effect, 'samples')).toEqual([8, 16, 32]);
    expect(values(gtao.effect, 'samples')).toEqual([8, 16, 32]);
    expect(values(bloom.effect, 'scale')).toEqual([1, 0.5, 0.2, 0.1]);
    expect(values(glow.effect, 'scale')).toEqual([1, 0.5, 0.2, 0.1]);
    expect(values(ssao.effect, 'ratio')).toEqual([1, 0.5, 0.2, 0.1]);
    expect(values(depthOfField.effect, 'blurLevel')).toEqual([0, 1, 2]);
    expect(values(toneMapping.effect, 'operator')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(toneMapping.effect.descriptors.find((d) => d.name === 'operator')!.enum!.map((o) => o.label.en))
      .toEqual(['Reinhard', 'Heji-Dawson', 'Photographic', 'ACES Filmic', 'AgX', 'PBR Neutral']);
  });

  it('numbers reach an effect clamped to their limits; malformed values give the default', () => {
    const node = { id: 'e', type: 'BloomPostProcess', parent: POST_PROCESS_CONTAINER_ID, name: 'e', children: [], props: { weight: 7, threshold: -3, kernel: 'x' } };
    const props = postProcessProps(bloom.effect, node, []);
    expect(props.number('weight')).toBe(1);
    expect(props.number('threshold')).toBe(0);
    expect(props.number('kernel')).toBe(64);
    expect(() => props.number('nope')).toThrow(/does not declare/);
  });

  it('an effect may not declare its own enable toggle', () => {
    expect(() => definePostProcess({ id: 'X', titles: titles('X', 'X', 'X'), order: 0, descriptors: [{ ...bloom.effect.descriptors[0] }], create: () => ({ update() {}, dispose() {} }) }))
      .toThrow(/isEnabled/);
  });
});

describe('the rendering pipeline in the document', () => {
  it('adding the first effect creates the container in the same undo step, marks needSave, and undo takes both away', async () => {
    const { actions, document, undo, selection } = await setup([postProcessPlugin('t.bloom', bloom)]);
    expect(undo.needSave).toBe(false);
    const id = actions.add('BloomPostProcess');
    expect(undo.needSave).toBe(true);
    expect(document.get(POST_PROCESS_CONTAINER_ID)?.children).toEqual([id]);
    expect(document.get(id)?.props).toMatchObject({ isEnabled: true, threshold: 0.6, weight: 0.3 });
    // The kernel's language here is the fallback, Simplified Chinese.
    expect(document.get(id)?.name).toBe('泛光');
    expect(selection.selected).toEqual([id]);
    undo.undo();
    expect(document.get(POST_PROCESS_CONTAINER_ID)).toBeUndefined();
    expect(document.get(id)).toBeUndefined();
    undo.redo();
    expect(postProcessNodes((x) => document.get(x)).map((n) => n.id)).toEqual([id]);
  });

  it('toggle, reorder and delete are each one undo step that marks needSave', async () => {
    const { actions, document, undo } = await setup([postProcessPlugin('t.fx', bloom, sharpen, fxaa)]);
    const a = actions.add('BloomPostProcess');
    const b = actions.add('SharpenPostProcess');
    const c = actions.add('FxaaPostProcess');
    const order = () => actions.list().map((n) => n.id);
    expect(order()).toEqual([a, b, c]);
    undo.setNeedSave(false);
    actions.setEnabled(b, false);
    expect(undo.needSave).toBe(true);
    expect(document.get(b)?.props.isEnabled).toBe(false);
    undo.setNeedSave(false);
    actions.move(c, -2);
    expect(order()).toEqual([c, a, b]);
    expect(undo.needSave).toBe(true);
    actions.move(c, 1);
    expect(order()).toEqual([a, c, b]);
    actions.remove([a, b]);
    expect(order()).toEqual([c]);
    undo.undo();
    expect(order()).toEqual([a, c, b]);
    undo.undo();
    undo.undo();
    expect(order()).toEqual([a, b, c]);
    undo.undo();
    expect(document.get(b)?.props.isEnabled).toBe(true);
  });

  it('refuses an unknown effect and more than the limit, in the user\'s language, without changing the document', async () => {
    const { actions, undo, document } = await setup([postProcessPlugin('t.fxaa', fxaa)]);
    expect(() => actions.add('NoSuchEffect')).toThrow('没有名为 NoSuchEffect 的后期处理效果');
    expect(undo.needSave).toBe(false);
    for (let i = 0; i < MAX_POST_PROCESSES; i++) actions.add('FxaaPostProcess');
    const before = document.serialize();
    expect(() => actions.add('FxaaPostProcess')).toThrow(`最多可以有 ${MAX_POST_PROCESSES} 个`);
    expect(document.serialize()).toBe(before);
  });

  it('effects survive a save and load with their order, switches and values', async () => {
    const { actions, document, undo } = await setup([postProcessPlugin('t.fx', bloom, toneMapping)]);
    const a = actions.add('ToneMappingPostProcess');
    const b = actions.add('BloomPostProcess');
    undo.execute([document.setPropPatch(a, 'operator', 2), document.setPropPatch(b, 'isEnabled', false)]);
    const content = document.serialize();
    const other = await setup([postProcessPlugin('t.fx', bloom, toneMapping)]);
    other.get(SceneDocumentWriter).load(content);
    const loaded = postProcessNodes((x) => other.document.get(x));
    expect(loaded.map((n) => [n.id, n.type, n.props.isEnabled])).toEqual([[a, 'ToneMappingPostProcess', true], [b, 'BloomPostProcess', false]]);
    expect(loaded[0].props.operator).toBe(2);
    expect(other.document.serialize()).toBe(content);
  });

  it('the container and effects are node types the inspector knows but the scene tree does not list', async () => {
    const { kernel } = await setup([postProcessPlugin('t.bloom', bloom)]);
    const types = kernel.registry.list(NodeTypes).current;
    expect(types.find((t) => t.id === 'PostProcessPipeline')?.listed).toBe(false);
    expect(types.find((t) => t.id === 'BloomPostProcess')?.descriptors.map((d) => d.name)).toEqual(['isEnabled', 'threshold', 'weight', 'kernel', 'scale']);
  });
});

describe('the post-process runtime', () => {
  it('is loaded with the first enabled effect, the scene not ready while it loads', async () => {
    const log: string[] = [];
    const { actions, document, kernel } = await setup([postProcessPlugin('t.rec', recordingEffect('RecA', log))]);
    const { scene } = sceneWithCamera();
    let loads = 0;
    const handle = new LazyPostProcessRuntime(scene, { document, registry: kernel.registry, reportError: (e) => { throw e; } }, () => {
      loads++;
      return import('../../core/runtime/post-process-runtime.js');
    });
    expect(loads).toBe(0);
    const a = actions.add('RecA');
    actions.setEnabled(a, false);
    expect(loads).toBe(1);
    expect(handle.isReady()).toBe(false);
    expect(scene.isReady()).toBe(false);
    await vi.waitFor(() => expect(handle.isReady()).toBe(true));
    expect(handle.instanceCount).toBe(0);
    actions.setEnabled(a, true);
    expect(handle.instanceCount).toBe(1);
    expect(loads).toBe(1);
    handle.dispose();
    expect(log.at(-1)).toBe(`dispose ${a}@main`);
  });

  it('a scene without effects does not load it', async () => {
    const { document, kernel } = await setup();
    const { scene } = sceneWithCamera();
    let loads = 0;
    const handle = new LazyPostProcessRuntime(scene, { document, registry: kernel.registry, reportError: () => undefined }, () => {
      loads++;
      return import('../../core/runtime/post-process-runtime.js');
    });
    expect(loads).toBe(0);
    expect(handle.isReady()).toBe(true);
    handle.dispose();
  });

  it('attaches enabled effects in document order to every rendering camera and follows edits', async () => {
    const log: string[] = [];
    const { actions, get, document, undo } = await setup([postProcessPlugin('t.rec', recordingEffect('RecA', log), recordingEffect('RecB', log))]);
    const { scene } = sceneWithCamera();
    const handle = get(PostProcessRuntimeService).start(scene);
    const a = actions.add('RecA');
    const b = actions.add('RecB');
    expect(handle.instanceCount).toBe(2);
    log.length = 0;
    undo.execute([document.setPropPatch(a, 'amount', 50)]);
    expect(log).toEqual([`update ${a}@main amount=10`]);
    log.length = 0;
    actions.move(b, -1);
    expect(log).toEqual([`dispose ${b}@main`, `dispose ${a}@main`, `create ${b}@main amount=1`, `create ${a}@main amount=10`]);
    log.length = 0;
    actions.setEnabled(a, false);
    expect(handle.instanceCount).toBe(1);
    handle.setShown(false);
    expect(handle.instanceCount).toBe(0);
    handle.setShown(true);
    expect(handle.instanceCount).toBe(1);
    // Two views: one instance per camera.
    const second = new FreeCamera('second', new Vector3(0, 5, -5), scene);
    scene.activeCameras = [scene.activeCamera!, second];
    scene.render();
    expect(handle.instanceCount).toBe(2);
    expect(log.filter((l) => l.startsWith('create')).at(-1)).toBe(`create ${b}@second amount=1`);
    log.length = 0;
    handle.dispose();
    expect(log.sort()).toEqual([`dispose ${b}@main`, `dispose ${b}@second`]);
  });

  it('an effect whose plugin is unloaded leaves the cameras; a throwing effect is reported by name and the others still run', async () => {
    const log: string[] = [];
    const broken = definePostProcess({
      id: 'Broken', titles: titles('Broken effect', '坏', '壞'), order: 0, descriptors: [],
      create: () => { throw new Error('no shader'); },
    });
    const { kernel, actions, get } = await setup([postProcessPlugin('t.rec', recordingEffect('RecA', log)), postProcessPlugin('t.broken', broken)]);
    const errors: string[] = [];
    get(NotificationService).onDidNotify.subscribe((n) => errors.push(n.message));
    const { scene } = sceneWithCamera();
    const handle = get(PostProcessRuntimeService).start(scene);
    actions.add('Broken');
    const a = actions.add('RecA');
    expect(errors.join()).toContain('Broken effect (Broken): no shader');
    expect(handle.instanceCount).toBe(1);
    await kernel.plugins.deactivate('t.rec');
    expect(log.at(-1)).toBe(`dispose ${a}@main`);
    expect(handle.instanceCount).toBe(0);
  });

  it('the built-in effects attach to and detach from a Babylon camera', async () => {
    const { actions, get } = await setup([postProcessPlugin('t.fx', sharpen, grain, fxaa, vignetting, toneMapping, colorBalance, chromaticAberration)]);
    const { scene, camera } = sceneWithCamera();
    const handle = get(PostProcessRuntimeService).start(scene);
    for (const type of ['SharpenPostProcess', 'GrainPostProcess', 'FxaaPostProcess', 'VignettePostProcess', 'ToneMappingPostProcess', 'ColorBalancePostProcess', 'ChromaticAberrationPostProcess']) {
      actions.add(type);
    }
    const names = camera._postProcesses.filter((p) => p).map((p) => p!.name.split('.')[0]);
    expect(names).toEqual(['sharpen', 'grain', 'fxaa', 'vignette', 'kfToneMapping', 'kfColorBalance', 'chromatic']);
    handle.dispose();
    expect(camera._postProcesses.filter((p) => p)).toEqual([]);
  });

  it('rebuilding the chain again and again attaches each post-process once, leaves no empty slots and keeps the scene image processing', async () => {
    const { actions, get, undo, document } = await setup([postProcessPlugin('t.fx', bloom, depthOfField, vignetting)]);
    const { scene, camera } = sceneWithCamera();
    const handle = get(PostProcessRuntimeService).start(scene);
    const errors: string[] = [];
    const logged = Logger.OnNewCacheEntry;
    Logger.OnNewCacheEntry = (entry) => errors.push(entry);
    try {
      const first = actions.add('BloomPostProcess');
      const dof = actions.add('DepthOfFieldPostProcess');
      const vignette = actions.add('VignettePostProcess');
      const attached = camera._postProcesses.length;
      for (let i = 0; i < 10; i++) {
        actions.setEnabled(vignette, i % 2 === 1);
        actions.move(first, i % 2 ? -1 : 1);
        undo.execute([document.setPropPatch(first, 'scale', i % 2 ? 0.5 : 0.2), document.setPropPatch(dof, 'blurLevel', i % 2 ? 0 : 1)]);
      }
      expect(errors.filter((e) => /reuse a post process/.test(e))).toEqual([]);
      expect(camera._postProcesses.length).toBe(attached);
      expect(scene.imageProcessingConfiguration.isEnabled).toBe(true);
    } finally {
      Logger.OnNewCacheEntry = logged;
    }
    handle.dispose();
    expect(camera._postProcesses).toEqual([]);
  });
});
