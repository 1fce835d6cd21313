import { describe, expect, it } from 'vitest';
import { AnimationService, ExposedPropertiesService, Locales, PermissionService, SceneDocumentService, SelectionService, UndoService } from '../../../sdk/index.js';
import { createEditorKernel } from '../../kernel/editor-kernel.js';
import { coreServiceModules } from '../index.js';

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
    expect(animation.addProperty('scene', 'x', 'X')).toEqual({ ok: false, message: 'Please select an animation first' });
    expect(animation.removeProperty('scene', 'x', 'X').ok).toBe(false);
    const bundles = kernel.registry.list(Locales).current.filter((b) => 'scene.animation.noCurrent' in b.texts);
    expect(bundles.map((b) => b.locale).sort()).toEqual(['en', 'zh-CN', 'zh-TW']);
    const keys = bundles.map((b) => Object.keys(b.texts).sort().join());
    expect(new Set(keys).size).toBe(1);
    await kernel.dispose();
  });

  it('gives the subscription text when the permission service denies keyframes', async () => {
    const kernel = await createEditorKernel([
      ...coreServiceModules,
      ({ services }) => services.bindValue(PermissionService, { can: () => true, allows: (f) => f !== 'animationKeyframes', upgradeMessage: '' }),
    ]);
    expect(kernel.services.get(AnimationService).addProperty('scene', 'x', 'X').message).toBe('No permission at the moment, you can upgrade your subscription plan');
    await kernel.dispose();
  });
});
