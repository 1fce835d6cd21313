import {
  ApiService, CommandService, Commands, createTranslate, definePlugin, dialogSlot, DialogService, I18nService, Locales, Menus, NotificationService,
  PermissionService, SceneAssetsService, SceneDocumentService, SelectionService, toDisposable,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { LightDialog } from './light-dialog.js';
import type { LightServices, SceneModel } from './light-services.js';
import { extensionOf } from './model-file-check.js';
import { locales } from './locales.js';
import './light-dialog.css';

/** Id of the Lightweight command. */
export const ModelLightCommandIds = Object.freeze({ open: 'modelLight.open' });

/** Stored models the server can lighten on their own (an OBJ's materials live in its .mtl, which would be lost). */
const SCENE_MODEL_EXTENSIONS = ['.glb', '.stl'];

/**
 * 'Lightweight model…' (issue 33, docs/jobs.md): the dialog that uploads a model (a file, or the selected mesh's model)
 * to `/repo/kf-model-light`, follows the job and puts the lightened GLB in the scene or in the user's downloads.
 */
export default definePlugin({
  id: 'builtin.model-lightweight',
  dependsOn: ['builtin.model-import'], // the 'Import models' command takes the result into the scene
  // upload, status, count, download and delete are asked of the server.
  capabilities: ['api.raw'],
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const document = ctx.tryGet(SceneDocumentService);
    const selection = ctx.tryGet(SelectionService);
    const assets = ctx.tryGet(SceneAssetsService);
    const permissions = ctx.tryGet(PermissionService);
    const slot = dialogSlot(ctx.tryGet(DialogService));
    ctx.subscriptions.add(toDisposable(() => slot.dispose()));

    /** The selected mesh's stored model, when it is one the server can lighten. */
    const selectedModel = (): SceneModel | undefined => {
      const id = selection?.selected[0];
      const node = id === undefined ? undefined : document?.get(id);
      const asset = node?.props.asset;
      if (!node || typeof asset !== 'string' || !assets?.scope) return undefined;
      const ext = extensionOf(asset);
      if (!SCENE_MODEL_EXTENSIONS.includes(ext)) return undefined;
      return { fileName: `${node.name.replace(/[\\/]+/g, '-').slice(0, 100) || 'model'}${ext}`, load: () => assets.load(asset) };
    };

    const open = async () => {
      const services: LightServices = {
        api: ctx.get(ApiService), t, commands: ctx.tryGet(CommandService), notifications: ctx.tryGet(NotificationService),
        largeModels: permissions?.allows('largeModels') ?? false, upgrade: permissions?.upgradeAction, selected: selectedModel(), hasScene: () => !!assets?.scope,
      };
      await slot.show(({ close }) => <LightDialog services={services} onClose={() => close()} />, { className: 'kf-light-layer' });
    };

    ctx.contribute(Commands, { id: ModelLightCommandIds.open, titleKey: 'modelLight.open', categoryKey: 'modelLight.category', run: () => void open() });
    ctx.contribute(Menus, { menu: 'file', command: ModelLightCommandIds.open, group: 'import', order: 2 });
  },
});
