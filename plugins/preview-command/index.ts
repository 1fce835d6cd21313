import {
  ApiError, ApiService, Commands, createTranslate, definePlugin, I18nService, Locales, Menus, NotificationService, OpenScenesService, savedActiveScene,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { CreatePreviewTicket } from '../../sdk/endpoints.js';
import { locales } from './locales.js';
import { previewAddress } from './preview-address.js';

/** Ids of the Preview commands. */
export const PreviewCommandIds = Object.freeze({ open: 'preview.open', openWithConsole: 'preview.openWithConsole' });

/**
 * 'Preview scene': saves the active scene when it has unsaved changes, asks the server for a preview ticket and opens
 * the scene in the player in a new tab. Also 'with console' (the preview route's console flag).
 */
export default definePlugin({
  id: 'builtin.preview-command',
  dependsOn: ['builtin.open-scenes'], // OpenScenesService
  // A preview ticket is asked of the server.
  capabilities: ['api.raw'],
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const openScenes = ctx.tryGet(OpenScenesService);
    const api = ctx.get(ApiService);
    const notifications = ctx.tryGet(NotificationService);

    const preview = async (withConsole: boolean) => {
      const saved = await savedActiveScene(openScenes);
      if (!('tab' in saved)) {
        if (saved.problem === 'noScene') notifications?.warning(t('preview.noScene'));
        else if (saved.problem === 'notSaved') notifications?.warning(t('preview.notSaved'));
        // A conflict is answered by the open-scenes dialog; a refused call was shown by the api service.
        else if (!(saved.error instanceof ApiError)) notifications?.error(t('preview.failed', { message: messageOf(saved.error) }));
        return;
      }
      const { tab } = saved;
      try {
        const granted = await api.call(CreatePreviewTicket, { body: { sceneUuid: tab.id } });
        const opened = globalThis.open(previewAddress(granted.projectUuid, granted.sceneUuid, granted.ticket, withConsole), '_blank');
        if (!opened) notifications?.warning(t('preview.popupBlocked'));
        else opened.opener = null; // the player gets no handle on the designer's page
      } catch (error) {
        if (!(error instanceof ApiError)) notifications?.error(t('preview.failed', { message: messageOf(error) }));
      }
    };

    ctx.contribute(Commands, { id: PreviewCommandIds.open, titleKey: 'preview.open', keybinding: 'Ctrl+Alt+P', run: () => preview(false) });
    ctx.contribute(Commands, { id: PreviewCommandIds.openWithConsole, titleKey: 'preview.openWithConsole', run: () => preview(true) });
    ctx.contribute(Menus, { menu: 'file', command: PreviewCommandIds.open, group: 'preview', order: 1 });
    ctx.contribute(Menus, { menu: 'file', command: PreviewCommandIds.openWithConsole, group: 'preview', order: 2 });
  },
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
