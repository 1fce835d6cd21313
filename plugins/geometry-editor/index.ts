import {
  createTranslate, definePlugin, GeometryBuilders, I18nService, Locales, NotificationService, PropertyEditorHost, PropertyEditors, SceneAssetsService,
  SceneDocumentService, UndoService, readGeometryValue,
} from '../../sdk/index.js';
import type { LocaleId, ScenePatch } from '../../sdk/index.js';
import { bakeGeometry } from './bake.js';
import { createGeometryEditor } from './geometry-editor.js';
import { locales } from './locales.js';

/** The mesh geometry editor: builder dropdown with parameters; None bakes the geometry into a `.kmb` mesh asset. */
export default definePlugin({
  id: 'builtin.geometry-editor',
  dependsOn: ['builtin.inspector'], // PropertyEditorHost: the parameters' editors are chosen and hosted as node properties' are
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const builders = ctx.contributions(GeometryBuilders);
    const document = ctx.get(SceneDocumentService);
    const undo = ctx.get(UndoService);
    const assets = ctx.get(SceneAssetsService);
    const notifications = ctx.tryGet(NotificationService);

    const bake = async (nodeIds: readonly string[]) => {
      try {
        const patches: ScenePatch[] = [];
        const uploads = [];
        let name = '';
        for (const id of nodeIds) {
          const node = document.get(id);
          const value = readGeometryValue(node?.props.geometry);
          const builder = value && builders.current.find((b) => b.id === value.className);
          if (!node || !value || !builder) continue;
          const result = await bakeGeometry(builder, value);
          for (const a of result.assets) assets.put(a.name, a.bytes);
          uploads.push(...result.assets);
          for (const [key, v] of Object.entries(result.props)) patches.push(document.setPropPatch(id, key, v));
          name = result.plan.name;
        }
        if (!patches.length) return;
        undo.execute(patches, { label: 'geometryEditor.bake' });
        if (uploads.length && assets.scope) await assets.save(uploads);
        notifications?.success(t('geometryEditor.baked', { name }));
      } catch (error) {
        if ((error as { name?: string }).name !== 'ApiError') notifications?.error(t('geometryEditor.bakeFailed', { message: (error as Error).message }));
      }
    };

    ctx.contribute(PropertyEditors, {
      types: ['geometryBuilder'],
      component: createGeometryEditor({ builders, editors: ctx.get(PropertyEditorHost), i18n: ctx.tryGet(I18nService), t, bake: (ids) => void bake(ids) }),
    });
  },
});
