/**
 * `import`: the designer's own model import (the builtin.model-import plugin, with the mesh node type and the
 * material types it fills in) run in a headless editor kernel over the archive's document, so a model lands in the
 * .kzs exactly as a drop on the viewport would put it: one Mesh node under the root with the model stored as a
 * content-hash asset, its materials as document materials and its clips as animation groups.
 */
import { CommandService, NotificationService } from '../../../../sdk/package-index.js';
import { SceneAssetsService, ViewportCommandIds } from '../../../../sdk/viewport/services.js';
import type { Notification } from '../../../../sdk/package-index.js';
import type { SceneDocumentData } from '../../../../sdk/scene/document.js';
import { createEditorKernel, serviceModule } from '../../../../core/kernel/editor-kernel.js';
import { provide } from '../../../../core/kernel/service-declaration.js';
import { sceneServiceModule } from '../../../../core/services/scene/scene-module.js';
import { SceneDocumentWriter } from '../../../../core/services/scene/scene-document-writer.js';
import { i18nModule } from '../../../../core/services/i18n/i18n-module.js';
import { notificationsModule } from '../../../../core/services/notifications/notifications-module.js';
import { commandsModule } from '../../../../core/services/commands/commands-module.js';
import { settingsModule } from '../../../../core/services/settings/settings-module.js';
import { layoutModule } from '../../../../core/services/layout/layout-module.js';
import { dialogsModule } from '../../../../core/services/dialogs/dialogs-module.js';
import { MemoryStore } from '../../../../core/services/settings/key-value-store.js';
import nodeScene from '../../../../plugins/node-scene/index.js';
import nodeTransform from '../../../../plugins/node-transform/index.js';
import nodeMesh from '../../../../plugins/node-mesh/index.js';
import materialUnlit from '../../../../plugins/material-unlit/index.js';
import materialPhong from '../../../../plugins/material-phong/index.js';
import materialPbr from '../../../../plugins/material-pbr/index.js';
import modelImport from '../../../../plugins/model-import/index.js';
import { CliError } from '../cli-error.js';
import { ArchiveAssets } from './archive-assets.js';

/** A model file and the files it names (a .gltf's buffers and pictures). */
export interface ModelFiles {
  readonly main: { readonly name: string; readonly bytes: Uint8Array };
  readonly companions: readonly { readonly name: string; readonly bytes: Uint8Array }[];
}

/** The document with the model in it, and the assets the import stored. */
export interface ImportedModel {
  readonly document: SceneDocumentData;
  readonly assets: ReadonlyMap<string, Uint8Array>;
  /** Name of the new node. */
  readonly nodeName: string;
  readonly warnings: readonly string[];
}

/** Imports a model into a document as the designer does; a refused model is a CliError with the designer's message. */
export async function importModel(document: SceneDocumentData, existing: ReadonlyMap<string, Uint8Array>, files: ModelFiles): Promise<ImportedModel> {
  const localeStore = new MemoryStore();
  localeStore.setItem('kf.locale', 'en');
  const assets = new ArchiveAssets(existing);
  const kernel = await createEditorKernel([
    sceneServiceModule,
    i18nModule({ store: localeStore, languages: ['en'], reload: () => undefined }),
    notificationsModule(),
    dialogsModule,
    commandsModule(false, new MemoryStore()),
    layoutModule,
    settingsModule(new MemoryStore()),
    serviceModule([provide(SceneAssetsService, [], () => assets)]),
  ]);
  const notes: Notification[] = [];
  const subscription = kernel.services.get(NotificationService).onDidNotify.subscribe((n) => notes.push(n));
  try {
    await kernel.plugins.activateAll([nodeScene, nodeTransform, nodeMesh, materialUnlit, materialPhong, materialPbr, modelImport]);
    const writer = kernel.services.get(SceneDocumentWriter);
    writer.replace(structuredClone(document));
    const before = new Set(Object.keys(document.nodes));
    const asFile = (f: { name: string; bytes: Uint8Array }) => new File([new Uint8Array(f.bytes)], f.name);
    await kernel.services.get(CommandService).execute(ViewportCommandIds.importModels, { files: [asFile(files.main), ...files.companions.map(asFile)] });
    const errors = notes.filter((n) => n.kind === 'error');
    if (errors.length > 0) throw new CliError(`The model was not imported: ${errors.map((n) => n.message).join(' ')}`);
    const result = writer.snapshot();
    const added = Object.values(result.nodes).find((n) => !before.has(n.id) && n.type === 'Mesh');
    if (!added) throw new CliError('The model was not imported (the import added no node).');
    return { document: result, assets: assets.saved, nodeName: added.name, warnings: notes.filter((n) => n.kind === 'warning').map((n) => n.message) };
  } finally {
    subscription.unsubscribe();
    await kernel.dispose();
  }
}
