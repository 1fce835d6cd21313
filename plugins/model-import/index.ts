import {
  addMaterialsPatches, animationEntities, Commands, createTranslate, definePlugin, I18nService, Importers, Locales, MATERIAL_CONTAINER_ID, MaterialTypes,
  MAX_MATERIALS, materialDefaults, materialNodes, Menus, modelAnimationGroups, NodeTypes, NotificationService, SceneAssetsService, SceneDocumentService,
  SCENE_ROOT_ID, SelectionService, UndoService, ViewportCommandIds, titles,
} from '../../sdk/index.js';
import type { ImporterContribution, ImportModelsArgs, ImportResult, JsonObject, JsonValue, LocaleId, SceneNodeData, ScenePatch, Vector3Value } from '../../sdk/index.js';
import { locales } from './locales.js';
import { groupModelFiles } from './file-groups.js';
import { ImportRefusal, baseNameOf, extensionOf, modelAsset } from './model-files.js';
import type { NamedBytes } from './model-files.js';
import { objAssets } from './obj-files.js';
import { modelMinY } from './model-bounds.js';
import { modelClipNames } from './model-clips.js';
import { gltfModelMaterials, mtlModelMaterials } from './model-materials.js';
import type { ModelMaterial } from './model-materials.js';

/** A model stored as one asset (GLB, STL, a .gltf packed into a GLB). */
async function singleAsset(main: NamedBytes, companions: readonly NamedBytes[]) {
  const model = await modelAsset(main, companions);
  return { model, assets: [model] };
}

/** A top-level imported node moved to where the files were dropped, standing on that point when its bottom is known. */
function placedAt(node: SceneNodeData, at: Vector3Value, bottom: number | undefined): SceneNodeData {
  const lift = bottom === undefined ? 0 : Math.round(-bottom * 1e5) / 1e5 + 0;
  return { ...node, props: { ...node.props, position: { x: at.x, y: at.y + lift, z: at.z } } };
}

/** Bytes of each file, read once per File however often asked. */
const readCache = new WeakMap<File, Promise<NamedBytes>>();

function readAll(files: readonly File[]): Promise<NamedBytes[]> {
  return Promise.all(files.map((f) => {
    let read = readCache.get(f);
    if (!read) {
      read = f.arrayBuffer().then((buffer) => ({ name: f.name, bytes: new Uint8Array(buffer) }));
      readCache.set(f, read);
    }
    return read;
  }));
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
    const materialTypes = ctx.contributions(MaterialTypes);

    /** Document material nodes for a model's materials (types that are not contributed, and any past the scene's limit, are left out). */
    const materialNodesOf = (found: readonly ModelMaterial[], modelName: string, newId: () => string) => {
      const room = MAX_MATERIALS - materialNodes((id) => document.get(id)).length;
      const nodes: SceneNodeData[] = [];
      const byName: JsonObject = {};
      for (const m of found) {
        if (nodes.length >= room || m.name in byName) continue;
        const type = [...materialTypes.current].reverse().find((x) => x.id === m.type);
        if (!type) continue;
        const known = new Set(type.descriptors.map((d) => d.name));
        const props = { ...materialDefaults(type), ...Object.fromEntries(Object.entries(m.props).filter(([k]) => known.has(k))) };
        const id = newId();
        nodes.push({ id, type: m.type, parent: MATERIAL_CONTAINER_ID, name: `${modelName} · ${m.name}`.slice(0, 120), props, children: [] });
        byName[m.name] = id;
      }
      return { nodes, byName };
    };

    const meshImporter = (id: string, extensions: string[], title: ReturnType<typeof titles>): ImporterContribution => ({
      id, titles: title, extensions,
      async import(files, importCtx) {
        const all = await readAll(files);
        const main = all.find((f) => extensions.includes(extensionOf(f.name)))!;
        const companions = all.filter((f) => f !== main);
        // An OBJ keeps its .mtl and textures as assets of their own; a glTF is packed into one GLB with its buffers and images.
        const isObj = extensionOf(main.name) === '.obj';
        const { model: asset, assets: modelAssets } = isObj ? await objAssets(main, companions) : await singleAsset(main, companions);
        // The model's own materials become document materials (editable, assignable, saved with the scene).
        let found: ModelMaterial[] = [];
        let pictures: { name: string; bytes: Uint8Array }[] = [];
        if (isObj) {
          const mtl = modelAssets.find((a) => extensionOf(a.name) === '.mtl');
          if (mtl) found = mtlModelMaterials(new TextDecoder().decode(mtl.bytes));
        } else if (extensionOf(asset.name) === '.glb') ({ materials: found, images: pictures } = await gltfModelMaterials(asset.bytes));
        const toStore = [...modelAssets, ...pictures];
        for (const a of toStore) assets.put(a.name, a.bytes);
        await importCtx.saveAssets(toStore);
        const name = baseNameOf(main.name);
        const { nodes: materials, byName } = materialNodesOf(found, name, importCtx.newId);
        const mesh = nodeTypes.current.find((x) => x.id === 'Mesh');
        const defaults = mesh?.defaults?.() ?? {};
        // The Colour shows the first material's colour; while it keeps the colour it was imported with (modelColor),
        // the model shows its own colours, and another Colour tints it.
        const color = found[0] ? { ...found[0].color } : defaults.color;
        const props = {
          ...defaults, geometry: null, asset: asset.name, subSets: [], modelMaterials: byName,
          ...(color ? { color, modelColor: structuredClone(color) } : {}),
        };
        const node: SceneNodeData = { id: importCtx.newId(), type: 'Mesh', parent: importCtx.parent, name, props, children: [] };
        const bottom = modelMinY(asset.name, asset.bytes);
        const clips = modelClipNames(asset.name, asset.bytes);
        const animationGroups = modelAnimationGroups(node.id, clips, () => importCtx.newId(), (n) => t('modelImport.clipName', { n }));
        return { nodes: [node], materials, ...(bottom === undefined ? {} : { bottom }), ...(animationGroups.length ? { animationGroups } : {}) };
      },
    });
    ctx.contribute(Importers, meshImporter('builtin.gltf', ['.gltf', '.glb'], titles('glTF / GLB model', 'glTF / GLB 模型', 'glTF / GLB 模型')));
    ctx.contribute(Importers, meshImporter('builtin.obj', ['.obj'], titles('OBJ model', 'OBJ 模型', 'OBJ 模型')));
    ctx.contribute(Importers, meshImporter('builtin.stl', ['.stl'], titles('STL model', 'STL 模型', 'STL 模型')));
    const importers = ctx.contributions(Importers);

    /** Run the importer of each model file among the files, with the companion files (.bin, .mtl, textures) it names. */
    const importFiles = async ({ files, parent = SCENE_ROOT_ID, at }: ImportModelsArgs) => {
      if (!assets.scope) {
        notifications?.error(t('modelImport.noScene'));
        return;
      }
      const read = await readAll(files);
      const fileOf = new Map(read.map((r, i) => [r, files[i]]));
      const { groups, unused } = groupModelFiles(read);
      if (!groups.length) {
        notifications?.error(t('modelImport.unsupported', { name: files.map((f) => f.name).join(', ') }));
        return;
      }
      if (unused.length) notifications?.warning(t('modelImport.unusedFiles', { files: unused.map((f) => f.name).join(', ') }));
      for (const group of groups) {
        const importer = importers.current.find((i) => i.extensions.includes(extensionOf(group.main.name)));
        if (!importer) {
          notifications?.error(t('modelImport.unsupported', { name: group.main.name }));
          continue;
        }
        try {
          const result = await importer.import([group.main, ...group.companions].map((f) => fileOf.get(f)!), {
            parent,
            newId: () => document.newId(),
            saveAssets: (list, onProgress) => assets.save(list, onProgress),
            t,
          });
          const nodes = at ? [placedAt(result.nodes[0], at, result.bottom), ...result.nodes.slice(1)] : result.nodes;
          const patches: ScenePatch[] = [document.insertPatch(nodes, { parent, index: document.get(parent)?.children.length ?? 0 }), ...groupsPatch(result)];
          if (result.materials?.length) patches.unshift(...addMaterialsPatches(document, result.materials, t('modelImport.materials')));
          undo.execute(patches, { label: 'modelImport.import' });
          selection.set([result.nodes[0].id]);
          notifications?.success(t('modelImport.imported', { name: result.nodes[0].name }));
          if (group.missing.length && extensionOf(group.main.name) === '.obj') {
            notifications?.warning(t('modelImport.missingCompanions', { name: group.main.name, files: group.missing.join(', ') }));
          }
        } catch (error) {
          if (error instanceof ImportRefusal) notifications?.error(t(error.key, error.values));
          else if ((error as { name?: string }).name !== 'ApiError') notifications?.error(t('modelImport.failed', { message: (error as Error).message }));
        }
      }
    };

    /** The model's animation groups added to the document's animations (none when the model has no animation). */
    const groupsPatch = (result: ImportResult): ScenePatch[] => {
      if (!result.animationGroups?.length) return [];
      const section = document.section('animations');
      const known = new Set(animationEntities(section).map((a) => a.id));
      const added = result.animationGroups.filter((g) => !known.has(g.id)) as unknown as JsonValue[];
      return [document.setSectionPatch('animations', [...section, ...added])];
    };

    const chooseFiles = () => {
      const input = globalThis.document.createElement('input');
      input.type = 'file';
      input.multiple = true;
      input.accept = importers.current.flatMap((i) => i.extensions).concat('.bin', '.mtl', '.png', '.jpg', '.jpeg', '.bmp', '.tga', '.ktx2', '.webp').join(',');
      input.onchange = () => void importFiles({ files: Array.from(input.files ?? []) });
      input.click();
    };

    ctx.contribute(Commands, {
      id: ViewportCommandIds.importModels, titleKey: 'modelImport.import', categoryKey: 'modelImport.category',
      run: ({ args }) => {
        const a = args as ImportModelsArgs | undefined;
        if (a?.files?.length) return importFiles(a);
        chooseFiles();
      },
    });
    ctx.contribute(Menus, { menu: 'file', command: ViewportCommandIds.importModels, group: 'import', order: 1 });
  },
});
