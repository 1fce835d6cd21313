import {
  Commands, createTranslate, definePlugin, I18nService, Importers, Locales, Menus, NodeTypes, NotificationService, SceneAssetsService,
  SceneDocumentService, SCENE_ROOT_ID, SelectionService, UndoService, ViewportCommandIds, titles,
} from '../../sdk/index.js';
import type { ImporterContribution, LocaleId, NodeId, SceneNodeData } from '../../sdk/index.js';
import { locales } from './locales.js';
import { ImportRefusal, MODEL_EXTENSIONS, baseNameOf, extensionOf, modelAsset } from './model-files.js';
import type { NamedBytes } from './model-files.js';

async function readAll(files: readonly File[]): Promise<NamedBytes[]> {
  return Promise.all(files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
}

/** Import glTF, GLB, OBJ and STL models (dropped on the viewport or chosen in a file dialog) as stored scene assets. */
export default definePlugin({
  id: 'builtin.model-import',
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const document = ctx.get(SceneDocumentService);
    const undo = ctx.get(UndoService);
    const selection = ctx.get(SelectionService);
    const assets = ctx.get(SceneAssetsService);
    const notifications = ctx.tryGet(NotificationService);
    const nodeTypes = ctx.contributions(NodeTypes);

    const meshImporter = (id: string, extensions: string[], title: ReturnType<typeof titles>): ImporterContribution => ({
      id, titles: title, extensions,
      async import(files, importCtx) {
        const all = await readAll(files);
        const main = all.find((f) => extensions.includes(extensionOf(f.name)))!;
        const asset = await modelAsset(main, all.filter((f) => f !== main));
        assets.put(asset.name, asset.bytes);
        await importCtx.saveAssets([asset]);
        const mesh = nodeTypes.current.find((x) => x.className === 'Mesh');
        const props = { ...(mesh?.defaults?.() ?? {}), geometry: null, asset: asset.name, subSets: [] };
        const node: SceneNodeData = { id: importCtx.newId(), type: 'Mesh', parent: importCtx.parent, name: baseNameOf(main.name), props, children: [] };
        return { nodes: [node] };
      },
    });
    ctx.contribute(Importers, meshImporter('builtin.gltf', ['.gltf', '.glb'], titles('glTF / GLB model', 'glTF / GLB 模型', 'glTF / GLB 模型')));
    ctx.contribute(Importers, meshImporter('builtin.obj', ['.obj'], titles('OBJ model', 'OBJ 模型', 'OBJ 模型')));
    ctx.contribute(Importers, meshImporter('builtin.stl', ['.stl'], titles('STL model', 'STL 模型', 'STL 模型')));
    const importers = ctx.contributions(Importers);

    /** Run every importer whose main file is among the files; companions (.bin, textures) go with their .gltf. */
    const importFiles = async (files: readonly File[], parent: NodeId = SCENE_ROOT_ID) => {
      if (!assets.scope) {
        notifications?.error(t('modelImport.noScene'));
        return;
      }
      const mains = files.filter((f) => MODEL_EXTENSIONS.includes(extensionOf(f.name)));
      if (!mains.length) {
        notifications?.error(t('modelImport.unsupported', { name: files.map((f) => f.name).join(', ') }));
        return;
      }
      const companions = files.filter((f) => !MODEL_EXTENSIONS.includes(extensionOf(f.name)));
      for (const main of mains) {
        const importer = importers.current.find((i) => i.extensions.includes(extensionOf(main.name)));
        if (!importer) {
          notifications?.error(t('modelImport.unsupported', { name: main.name }));
          continue;
        }
        try {
          const result = await importer.import([main, ...companions], {
            parent,
            newId: () => document.newId(),
            saveAssets: (list, onProgress) => assets.save(list, onProgress),
            t,
          });
          const at = { parent, index: document.get(parent)?.children.length ?? 0 };
          undo.execute([document.insertPatch(result.nodes, at)], { label: 'modelImport.import' });
          selection.set([result.nodes[0].id]);
          notifications?.success(t('modelImport.imported', { name: result.nodes[0].name }));
        } catch (error) {
          if (error instanceof ImportRefusal) notifications?.error(t(error.key, error.values));
          else if ((error as { name?: string }).name !== 'ApiError') notifications?.error(t('modelImport.failed', { message: (error as Error).message }));
        }
      }
    };

    const chooseFiles = () => {
      const input = globalThis.document.createElement('input');
      input.type = 'file';
      input.multiple = true;
      input.accept = importers.current.flatMap((i) => i.extensions).concat('.bin', '.png', '.jpg', '.jpeg', '.ktx2', '.webp').join(',');
      input.onchange = () => void importFiles(Array.from(input.files ?? []));
      input.click();
    };

    ctx.contribute(Commands, {
      id: ViewportCommandIds.importModels, titleKey: 'modelImport.import', categoryKey: 'modelImport.category',
      run: ({ args }) => {
        const a = args as { files?: File[]; parent?: NodeId } | undefined;
        if (a?.files?.length) return importFiles(a.files, a.parent);
        chooseFiles();
      },
    });
    ctx.contribute(Menus, { menu: 'file', command: ViewportCommandIds.importModels, group: 'import', order: 1 });
  },
});
