import {
  ApiError, ApiService, Commands, createTranslate, definePlugin, DialogService, I18nService, Locales, Menus, NotificationService, OpenScenesService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { PubScene } from '../../sdk/endpoints.js';
import { locales } from './locales.js';
import { publishAddress } from './publish-address.js';

/** Id of the Publish command. */
export const PublishCommandIds = Object.freeze({ open: 'publish.open' });

/**
 * 'Publish scene…' (issue 27, minimal): saves the active scene when it has unsaved changes, publishes its saved version
 * as a new link (`pub-scene`) and shows the link in a dialog that copies it. Settings (password, expiry, limits…) are
 * server calls already (`upsert`); their dialog is not built yet.
 */
export default definePlugin({
  id: 'builtin.publish-command',
  dependsOn: ['builtin.open-scenes'], // OpenScenesService
  // pub-scene is asked of the server.
  capabilities: ['api.raw'],
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const openScenes = ctx.tryGet(OpenScenesService);
    const api = ctx.get(ApiService);
    const dialogs = ctx.tryGet(DialogService);
    const notifications = ctx.tryGet(NotificationService);
    const failed = (error: unknown) => {
      // A refused call was shown by the api service; a conflict is answered by the open-scenes dialog.
      if (!(error instanceof ApiError)) notifications?.error(t('publish.failed', { message: error instanceof Error ? error.message : String(error) }));
    };

    const publish = async () => {
      const active = openScenes?.tabs.find((tab) => tab.id === openScenes.activeId);
      if (!openScenes || !active) {
        notifications?.warning(t('publish.noScene'));
        return;
      }
      let tab = active;
      if (tab.needSave || tab.temporary) {
        try {
          tab = await openScenes.save();
        } catch (error) {
          failed(error);
          return;
        }
        if (tab.needSave || tab.temporary) {
          notifications?.warning(t('publish.notSaved'));
          return;
        }
      }
      let link;
      try {
        link = await api.call(PubScene, { body: { sceneUuid: tab.id } });
      } catch (error) {
        failed(error);
        return;
      }
      const address = publishAddress(globalThis.location?.origin ?? '', link.shortKey);
      const copy = await dialogs?.prompt({
        title: t('publish.doneTitle'), message: t('publish.doneMessage', { version: link.version }), value: address,
        confirmLabel: t('publish.copy'), cancelLabel: t('publish.close'),
      });
      if (copy !== undefined) {
        try {
          await globalThis.navigator?.clipboard?.writeText(address);
          notifications?.success(t('publish.copied'));
        } catch {
          // The address stays in the dialog's field for the user to copy by hand.
        }
      }
    };

    ctx.contribute(Commands, { id: PublishCommandIds.open, titleKey: 'publish.open', run: publish });
    ctx.contribute(Menus, { menu: 'file', command: PublishCommandIds.open, group: 'preview', order: 3 });
  },
});
