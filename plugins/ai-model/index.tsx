import {
  ApiService, CommandService, Commands, createTranslate, definePlugin, dialogSlot, DialogService, I18nService, Locales, Menus, NotificationService,
  SceneAssetsService, SessionService, toDisposable,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { GenerateDialog } from './generate-dialog.js';
import { locales } from './locales.js';
import './generate-dialog.css';

/** Id of the 'Generate model from images' command. */
export const AiModelCommandIds = Object.freeze({ open: 'aiModel.open' });

/**
 * 'Generate model from images…' (issue 33, docs/jobs.md "AI model generation"): up to three images, the points check,
 * the consume of 20 points, the generation job followed to its end, and the model used in the scene or downloaded.
 * The dialog names the provider the server runs: the offline image-to-relief is said to be one, not AI.
 */
export default definePlugin({
  id: 'builtin.ai-model',
  dependsOn: ['builtin.model-import'], // the 'Import models' command takes the result into the scene
  // check, consume, generate, status, download and delete are asked of the server.
  capabilities: ['api.raw'],
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const assets = ctx.tryGet(SceneAssetsService);
    const session = ctx.tryGet(SessionService);
    const slot = dialogSlot(ctx.tryGet(DialogService));
    ctx.subscriptions.add(toDisposable(() => slot.dispose()));

    const open = async () => {
      const services = {
        api: ctx.get(ApiService), t, commands: ctx.tryGet(CommandService), notifications: ctx.tryGet(NotificationService),
        userId: () => session?.user?.userId, hasScene: () => !!assets?.scope,
      };
      await slot.show(({ close }) => <GenerateDialog services={services} onClose={() => close()} />, { className: 'kf-ai-layer' });
    };

    ctx.contribute(Commands, { id: AiModelCommandIds.open, titleKey: 'aiModel.open', categoryKey: 'aiModel.category', run: () => void open() });
    ctx.contribute(Menus, { menu: 'file', command: AiModelCommandIds.open, group: 'import', order: 3 });
  },
});
