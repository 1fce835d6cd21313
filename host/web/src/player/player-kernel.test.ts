import { afterEach, describe, expect, it } from 'vitest';
import { createEditorKernel, type EditorKernel } from '../../../../core/kernel/editor-kernel.js';
import { i18nModule } from '../../../../core/services/i18n/i18n-module.js';
import { platformServiceModules } from '../../../../core/services/platform-modules.js';
import { SessionControl } from '../../../../core/services/session/session-control.js';
import { MemoryStore } from '../../../../core/services/settings/key-value-store.js';
import {
  ApiService, DialogService, I18nService, NotificationService, PermissionService, PlayerService, SceneDocumentService, SessionService,
} from '../../../../sdk/index.js';
import type { Notification, ServiceId } from '../../../../sdk/index.js';
import { hostPlugin } from '../kernel/host-plugin.js';
import { createPlayerKernel } from './player-kernel.js';

const PLATFORM_IDS: readonly ServiceId<unknown>[] = [I18nService, NotificationService, DialogService, ApiService, SessionService, SessionControl, PermissionService];

/** The app kernel as the host makes it (host/web/src/kernel/app-kernel.ts), with an i18n that reads no browser storage. */
function createApp(): Promise<EditorKernel> {
  const quiet = i18nModule({ store: new MemoryStore(), languages: ['en'], reload: () => undefined });
  return createEditorKernel([quiet, ...platformServiceModules.slice(1)], [hostPlugin]);
}

const kernels: EditorKernel[] = [];
afterEach(async () => {
  for (const kernel of kernels.splice(0).reverse()) await kernel.dispose();
});

describe('the player kernel as a child of the app kernel', () => {
  it('shares the app\'s session, api, i18n, notifications and dialogs; owns its scene and player service', async () => {
    const app = await createApp();
    const player = await createPlayerKernel(app, 'scene.log("hi");', { answer: 42 });
    kernels.push(app, player);

    for (const id of PLATFORM_IDS) {
      expect(player.services.hasOwn(id), id.id).toBe(false);
      expect(player.services.get(id), id.id).toBe(app.services.get(id));
    }
    expect(player.services.hasOwn(SceneDocumentService)).toBe(true);
    expect(app.services.has(SceneDocumentService)).toBe(false);
    expect(app.services.has(PlayerService)).toBe(false);
    expect(player.services.get(PlayerService).logic).toBe('scene.log("hi");');
    expect(player.services.get(PlayerService).data).toEqual({ answer: 42 });
    // The player's plugins are active in it, and their texts reach the page's one i18n.
    expect(player.plugins.isActive('builtin.logic-runtime')).toBe(true);
    expect(app.services.get(I18nService).t('logicRuntime.started')).toBe('Logic started.');
  });

  it('disposing the player releases only its own services and takes its texts back; the app kernel keeps working', async () => {
    const app = await createApp();
    kernels.push(app);
    const session = app.services.get(SessionService);
    const i18n = app.services.get(I18nService);
    let textsCompleted = false;
    i18n.onDidChangeTexts.subscribe({ complete: () => (textsCompleted = true) });
    const player = await createPlayerKernel(app, '', undefined);
    expect(i18n.has('logicRuntime.started')).toBe(true);

    await player.dispose();

    for (const id of PLATFORM_IDS) expect(app.services.get(id), id.id).toBeDefined();
    expect(app.services.get(SessionService)).toBe(session);
    expect(app.services.get(I18nService)).toBe(i18n);
    expect(textsCompleted).toBe(false);
    expect(i18n.has('logicRuntime.started')).toBe(false);
    const notified: Notification[] = [];
    const subscription = app.services.get(NotificationService).onDidNotify.subscribe((n) => notified.push(n));
    app.services.get(NotificationService).notify('info', 'still here');
    subscription.unsubscribe();
    expect(notified.map((n) => n.message)).toEqual(['still here']);

    // A second preview starts on the same app kernel.
    const again = await createPlayerKernel(app, '', undefined);
    kernels.push(again);
    expect(again.services.get(SessionService)).toBe(session);
    expect(i18n.t('logicRuntime.started')).toBe('Logic started.');
  });
});
