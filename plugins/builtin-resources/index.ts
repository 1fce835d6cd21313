import {
  ApiService, CommandService, PARTICLE_SYSTEM_TYPE, Commands, createTranslate, definePlugin, I18nService, LayoutService, Locales, MaterialTypes, NodeTypes, NotificationService, Panels,
  SCENE_ROOT_ID, SceneDocumentService, SelectionService, UndoService, ViewportCommandIds,
} from '../../sdk/index.js';
import type { BuiltinResourceDrag, ImportModelsArgs, LocaleId } from '../../sdk/index.js';
import { locales } from './locales.js';
import { builtinMaterialPatches } from './material-drop.js';
import { materialLook, placedLight, placedParticles, toDocumentProps } from './resource-props.js';
import { createResourcesPanel } from './resources-panel.js';
import { itemTitle } from './item-title.js';

/** Lights, models, materials, HDRs and images from the server's built-in catalogue, dragged into the scene. */
export default definePlugin({
  id: 'builtin.builtin-resources',
  // The built-in resource lists come from the server.
  capabilities: ['api.raw'],
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const document = ctx.get(SceneDocumentService);
    const undo = ctx.get(UndoService);
    const selection = ctx.get(SelectionService);
    const notifications = ctx.tryGet(NotificationService);
    const nodeTypes = ctx.contributions(NodeTypes);
    const materialTypes = ctx.contributions(MaterialTypes);
    const i18n = ctx.tryGet(I18nService);
    const title = (item: Readonly<Record<string, unknown>>) => itemTitle(i18n, item);

    const insert = async ({ kind, item, target, at }: BuiltinResourceDrag) => {
      const name = title(item) || kind;
      const url = typeof item.url === 'string' ? item.url : '';
      try {
        if (kind === 'light') {
          const type = String(item.type);
          const defaults = nodeTypes.current.find((x) => x.id === type)?.defaults?.() ?? {};
          const id = document.newId();
          const props = placedLight({ ...defaults, ...toDocumentProps((item.props ?? {}) as Record<string, unknown>) }, at);
          undo.execute([document.insertPatch([{ id, type, parent: SCENE_ROOT_ID, name, props, children: [] }], { parent: SCENE_ROOT_ID, index: document.root.children.length })], { label: 'builtinResources.added' });
          selection.set([id]);
          notifications?.success(t('builtinResources.added', { name }));
        } else if (kind === 'particle') {
          const defaults = nodeTypes.current.find((x) => x.id === PARTICLE_SYSTEM_TYPE)?.defaults?.() ?? {};
          const id = document.newId();
          const props = placedParticles({ ...defaults, ...toDocumentProps((item.props ?? {}) as Record<string, unknown>) }, at);
          undo.execute([document.insertPatch([{ id, type: PARTICLE_SYSTEM_TYPE, parent: SCENE_ROOT_ID, name, props, children: [] }], { parent: SCENE_ROOT_ID, index: document.root.children.length })], { label: 'builtinResources.added' });
          selection.set([id]);
          notifications?.success(t('builtinResources.added', { name }));
        } else if (kind === 'model') {
          const response = await fetch(url);
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const file = new File([await response.arrayBuffer()], `${name}.glb`, { type: 'model/gltf-binary' });
          const args: ImportModelsArgs = { files: [file], ...(at ? { at } : {}) };
          await ctx.tryGet(CommandService)?.execute(ViewportCommandIds.importModels, args);
        } else if (kind === 'hdr') {
          undo.execute([document.setPropPatch(SCENE_ROOT_ID, 'skyMode', 'hdr'), document.setPropPatch(SCENE_ROOT_ID, 'environmentUrl', url)], { label: 'builtinResources.environmentSet' });
          notifications?.success(t('builtinResources.environmentSet', { name }));
        } else if (kind === 'image') {
          undo.execute([document.setPropPatch(SCENE_ROOT_ID, 'backgroundImage', url)], { label: 'builtinResources.backgroundSet' });
          notifications?.success(t('builtinResources.backgroundSet', { name }));
        } else if (kind === 'material') {
          // Dropped on a mesh: that mesh; otherwise (double-click, or dropped on empty space) the selected meshes.
          const isMesh = (id: string) => document.get(id)?.type === 'Mesh';
          const meshes = target !== undefined && isMesh(target) ? [target] : selection.selected.filter(isMesh);
          if (!meshes.length) {
            notifications?.warning(t('builtinResources.selectMesh'));
            return;
          }
          // A document material (shared, undoable, saved) that the meshes name; see material-drop.ts.
          const className = String(item.type);
          const type = [...materialTypes.current].reverse().find((m) => m.id === className);
          const { patches, problem } = builtinMaterialPatches(document, type, name, (item.props ?? {}) as Record<string, unknown>, meshes, t('builtinResources.materials'));
          if (problem) {
            notifications?.error(t(problem === 'tooMany' ? 'builtinResources.tooManyMaterials' : 'builtinResources.materialTypeMissing', { name: className }));
            return;
          }
          // The colour row shows the material's colour too (and is what the mesh falls back to when the material is removed).
          const look = materialLook((item.props ?? {}) as Record<string, unknown>);
          for (const id of meshes) {
            if (look.color) patches.push(document.setPropPatch(id, 'color', look.color));
            if (look.alpha !== undefined) patches.push(document.setPropPatch(id, 'alpha', look.alpha));
          }
          undo.execute(patches, { label: 'builtinResources.materialApplied' });
          notifications?.success(t('builtinResources.materialApplied', { name, count: meshes.length }));
        }
      } catch (error) {
        notifications?.error(t('builtinResources.loadFailed', { message: (error as Error).message }));
      }
    };

    ctx.contribute(Commands, {
      id: ViewportCommandIds.insertBuiltin, titleKey: 'builtinResources.title',
      run: ({ args }) => {
        // From the palette (no item): show the panel.
        if (!args) ctx.tryGet(LayoutService)?.showPanel('builtinResources');
        else return insert(args as BuiltinResourceDrag);
      },
    });
    ctx.contribute(Panels, {
      id: 'builtinResources', titleKey: 'builtinResources.title', area: 'left', order: 5,
      component: createResourcesPanel({ api: ctx.tryGet(ApiService), insert: (d) => void insert(d), t, title }),
    });
  },
});
