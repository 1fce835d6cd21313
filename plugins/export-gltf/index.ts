import {
  Commands, createTranslate, definePlugin, GltfExportService, I18nService, Locales, MaterialTypes, Menus, NotificationService, SceneAssetsService, SceneDocumentService,
  SceneIoService, SelectionService, toDisposable, ViewportService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { createOpenSceneExport } from './open-scene-export.js';
import { createExportDialogOpener } from './open-dialog.js';
import { downloadBytes, exportDownload, exportFileBase } from './export-files.js';
import { locales } from './locales.js';
import './export-dialog.css';

/** Id of File › Export glTF…. */
export const ExportGltfCommandIds = Object.freeze({ open: 'exportGltf.open' });

/**
 * glTF 2.0 export (docs/interop.md): provides `GltfExportService` over the viewport's live scene and File › Export
 * glTF… (GLB or glTF + files as a zip, the scene or the selection, with a progress bar). The writer
 * (export-scene.ts) takes a document and a runtime, so the Node entry (host/node/export-gltf.ts) runs it on a
 * NullEngine scene built by the same plugins.
 */
export default definePlugin({
  id: 'builtin.export-gltf',
  dependsOn: ['builtin.viewport-state'], // ViewportService: the live runtime
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const notifications = ctx.tryGet(NotificationService);
    const document = ctx.get(SceneDocumentService);
    const viewport = ctx.get(ViewportService);
    const service = createOpenSceneExport({ document, viewport, assets: ctx.tryGet(SceneAssetsService), materialTypes: ctx.contributions(MaterialTypes) });
    ctx.provide(GltfExportService, [], () => service);
    const selection = ctx.tryGet(SelectionService);
    const sceneIo = ctx.tryGet(SceneIoService);
    const opener = createExportDialogOpener();
    ctx.subscriptions.add(toDisposable(() => opener.dispose()));

    const open = () => {
      if (!viewport.runtime) {
        notifications?.warning(t('exportGltf.noScene'));
        return;
      }
      void opener.open({
        t,
        selection: selection?.selected ?? [],
        exportScene: (options) => service.exportOpenScene(options),
        onDone: (result) => {
          const file = exportDownload(result, exportFileBase(sceneIo?.current?.name ?? document.root.name));
          downloadBytes(file);
          notifications?.success(t('exportGltf.done', { file: file.name }));
        },
      });
    };
    ctx.contribute(Commands, { id: ExportGltfCommandIds.open, titleKey: 'exportGltf.open', run: open });
    ctx.contribute(Menus, { menu: 'file', command: ExportGltfCommandIds.open, group: 'import', order: 2 });
  },
});
