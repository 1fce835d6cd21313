import { describe, expect, it } from 'vitest';
import { AnimationService, I18nService, ExposedPropertiesService, Locales, SceneDocumentService, SelectionService, UndoService } from '../../../sdk/index.js';
import { createEditorKernel } from '../../kernel/editor-kernel.js';
import { coreServiceModules } from '../index.js';
import { sceneServiceLocales } from './locales.js';

describe('scene service module', () => {
  it('binds every scene service in a new kernel with a refusing default animation service', async () => {
    const kernel = await createEditorKernel(coreServiceModules);
    const doc = kernel.services.get(SceneDocumentService);
    expect(doc.root).toMatchObject({ id: 'scene', type: 'Scene' });
    expect(kernel.services.get(SelectionService).selected).toEqual([]);
    expect(kernel.services.get(UndoService).needSave).toBe(false);
    expect(kernel.services.get(ExposedPropertiesService).all).toEqual([]);
    const animation = kernel.services.get(AnimationService);
    expect(animation.current).toBeUndefined();
    const locale = kernel.services.get(I18nService).locale;
    expect(animation.addProperty('scene', 'x', 'X')).toEqual({ ok: false, message: sceneServiceLocales[locale]['scene.animation.noCurrent'] });
    expect(animation.removeProperty('scene', 'x', 'X').ok).toBe(false);
    const bundles = kernel.registry.list(Locales).current.filter((b) => 'scene.animation.noCurrent' in b.texts);
    expect(bundles.map((b) => b.locale).sort()).toEqual(['en', 'zh-CN', 'zh-TW']);
    const keys = bundles.map((b) => Object.keys(b.texts).sort().join());
    expect(new Set(keys).size).toBe(1);
    await kernel.dispose();
  });
});
