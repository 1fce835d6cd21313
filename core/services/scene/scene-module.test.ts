import { describe, expect, it } from 'vitest';
import { AnimationService, KeyframeAnimationService, ExposedPropertiesService, Locales, SceneDocumentService, SelectionService, UndoService } from '../../../sdk/index.js';
import { createEditorKernel } from '../../kernel/editor-kernel.js';
import { coreServiceModules } from '../index.js';

describe('scene service module', () => {
  it('binds every scene service in a new kernel; the animation services are a plugin\'s, not the core\'s', async () => {
    const kernel = await createEditorKernel(coreServiceModules);
    const doc = kernel.services.get(SceneDocumentService);
    expect(doc.root).toMatchObject({ id: 'scene', type: 'Scene' });
    expect(kernel.services.get(SelectionService).selected).toEqual([]);
    expect(kernel.services.get(UndoService).needSave).toBe(false);
    expect(kernel.services.get(ExposedPropertiesService).all).toEqual([]);
    expect(kernel.services.has(AnimationService)).toBe(false);
    expect(kernel.services.has(KeyframeAnimationService)).toBe(false);
    const bundles = kernel.registry.list(Locales).current.filter((b) => 'scene.animation.noCurrent' in b.texts);
    expect(bundles.map((b) => b.locale).sort()).toEqual(['en', 'zh-CN', 'zh-TW']);
    const keys = bundles.map((b) => Object.keys(b.texts).sort().join());
    expect(new Set(keys).size).toBe(1);
    await kernel.dispose();
  });
});
