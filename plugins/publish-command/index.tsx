import {
  ApiError, ApiService, Commands, createTranslate, definePlugin, dialogSlot, DialogService, I18nService, Locales, Menus, NotificationService,
  OpenScenesService, PermissionService, savedActiveScene, toDisposable,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { locales } from './locales.js';
import { PublishDialog } from './publish-dialog.js';
import type { PublishServices } from './publish-services.js';
import './publish-dialog.css';
import './share.css';

/** Id of the Publish command. */
export const PublishCommandIds = Object.freeze({ open: 'publish.open' });

/**
 * 'Publish scene…' (issue 27, docs/publishing.md): saves the active scene when it has unsaved changes, then opens the
 * Publish dialog on its saved version: a new link with its settings (`upsert`), or one of the scene's links with its
 * address, state and version, its settings to change and 'Sync to latest version' (`pub-scene` with the link).
 */
export default definePlugin({
  id: 'builtin.publish-command',
  dependsOn: ['builtin.open-scenes'], // OpenScenesService
  // upsert, pub-scene, artist-links and the project's categories are asked of the server.
  capabilities: ['api.raw'],
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const openScenes = ctx.tryGet(OpenScenesService);
    const notifications = ctx.tryGet(NotificationService);
    const services: PublishServices = { api: ctx.get(ApiService), t, notifications, permissions: ctx.tryGet(PermissionService), origin: globalThis.location?.origin ?? '' };
    const slot = dialogSlot(ctx.tryGet(DialogService));
    ctx.subscriptions.add(toDisposable(() => slot.dispose()));

    const publish = async () => {
      const saved = await savedActiveScene(openScenes);
      if (!('tab' in saved)) {
        if (saved.problem === 'noScene') notifications?.warning(t('publish.noScene'));
        else if (saved.problem === 'notSaved') notifications?.warning(t('publish.notSaved'));
        // A refused call was shown by the api service; a conflict is answered by the open-scenes dialog.
        else if (!(saved.error instanceof ApiError)) {
          notifications?.error(t('publish.failed', { message: saved.error instanceof Error ? saved.error.message : String(saved.error) }));
        }
        return;
      }
      const { tab } = saved;
      const target = { sceneUuid: tab.id, projectUuid: tab.projectUuid, name: tab.name, category: tab.category };
      await slot.show(({ close }) => <PublishDialog target={target} services={services} onClose={() => close()} />, { className: 'kf-publish-layer' });
    };

    ctx.contribute(Commands, { id: PublishCommandIds.open, titleKey: 'publish.open', run: () => void publish() });
    ctx.contribute(Menus, { menu: 'file', command: PublishCommandIds.open, group: 'preview', order: 3 });
  },
});
