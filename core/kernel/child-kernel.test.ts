import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiService, DialogService, definePlugin, I18nService, Locales, NotificationService, PermissionService, PluginService, SceneDocumentService,
  SessionService, UndoService,
} from '../../sdk/index.js';
import type { Notification, ServiceId } from '../../sdk/index.js';
import { designerServiceModules } from '../services/designer-modules.js';
import { i18nModule } from '../services/i18n/i18n-module.js';
import { platformServiceModules } from '../services/platform-modules.js';
import { SessionControl } from '../services/session/session-control.js';
import { MemoryStore } from '../services/settings/key-value-store.js';
import { createEditorKernel } from './editor-kernel.js';
import { createServiceKernel, type ServiceKernel } from './kernel-parts.js';

const PLATFORM_IDS: readonly ServiceId<unknown>[] = [I18nService, NotificationService, DialogService, ApiService, SessionService, SessionControl, PermissionService];

/** The app kernel as the host makes it (platform services only, no plugin host), with a quiet i18n and a text of its own. */
async function createApp(): Promise<ServiceKernel> {
  const quiet = i18nModule({ store: new MemoryStore(), languages: ['en'], reload: () => undefined });
  return createServiceKernel([quiet, ...platformServiceModules.slice(1)], (registry) => {
    registry.contribute(Locales, { locale: 'en', texts: { 'app.hello': 'Hello from the app' } });
  });
}

/** A designer plugin: contributes a text and remembers the services it was given. */
function designerPlugin(seen: Map<string, unknown>) {
  return definePlugin({
    id: 'test.designer',
    activate(ctx) {
      ctx.contribute(Locales, { locale: 'en', texts: { 'designer.hello': 'Hello from the designer' } });
      seen.set('i18n', ctx.get(I18nService));
      seen.set('session', ctx.get(SessionService));
    },
  });
}

const kernels: ServiceKernel[] = [];
afterEach(async () => {
  for (const kernel of kernels.splice(0).reverse()) await kernel.dispose();
});

describe('a designer kernel as a child of the app kernel', () => {
  it('resolves the platform services from the app kernel: one instance of each for the page', async () => {
    const app = await createApp();
    const seen = new Map<string, unknown>();
    const designer = await createEditorKernel(designerServiceModules, [designerPlugin(seen)], { parent: app });
    kernels.push(app, designer);

    for (const id of PLATFORM_IDS) {
      expect(designer.services.hasOwn(id), id.id).toBe(false);
      expect(designer.services.get(id), id.id).toBe(app.services.get(id));
    }
    // Its plugins get the app's instances too (through their guards): the app's texts, the app's session state.
    const pluginI18n = seen.get('i18n') as I18nService;
    expect(pluginI18n.t('app.hello')).toBe('Hello from the app');
    let changes = 0;
    pluginI18n.onDidChangeTexts.subscribe(() => changes++);
    app.registry.contribute(Locales, { locale: 'en', texts: { 'app.later': 'Later' } });
    expect(changes).toBe(2);
    expect(pluginI18n.t('app.later')).toBe('Later');
    expect((seen.get('session') as SessionService).state).toBe(app.services.get(SessionService).state);
    // The designer services are its own; the app kernel does not see them.
    expect(designer.services.hasOwn(SceneDocumentService)).toBe(true);
    expect(app.services.has(SceneDocumentService)).toBe(false);
    // The one i18n instance knows the designer's texts (plugins' and modules') and the app's.
    const i18n = app.services.get(I18nService);
    expect(i18n.t('designer.hello')).toBe('Hello from the designer');
    expect(i18n.t('app.hello')).toBe('Hello from the app');
  });

  it('two designers share the app services and keep their own scene', async () => {
    const app = await createApp();
    const first = await createEditorKernel(designerServiceModules, [], { parent: app });
    const second = await createEditorKernel(designerServiceModules, [], { parent: app });
    kernels.push(app, first, second);
    expect(first.services.get(SessionService)).toBe(second.services.get(SessionService));
    const document = first.services.get(SceneDocumentService);
    first.services.get(UndoService).execute([document.setPropPatch('scene', 'width', 640)]);
    expect(document.root.props.width).toBe(640);
    expect(second.services.get(SceneDocumentService).root.props.width).not.toBe(640);
  });

  it('disposing the designer releases only its own services; the app kernel keeps working', async () => {
    const app = await createApp();
    const designer = await createEditorKernel(designerServiceModules, [designerPlugin(new Map())], { parent: app });
    kernels.push(app);
    const i18n = app.services.get(I18nService);
    let textsCompleted = false;
    i18n.onDidChangeTexts.subscribe({ complete: () => (textsCompleted = true) });
    expect(i18n.has('designer.hello')).toBe(true);

    await designer.dispose();

    // The parent's services are the same instances, not released: i18n still emits, notifications still reach listeners.
    for (const id of PLATFORM_IDS) expect(app.services.get(id), id.id).toBeDefined();
    expect(app.services.get(I18nService)).toBe(i18n);
    expect(textsCompleted).toBe(false);
    expect(i18n.t('app.hello')).toBe('Hello from the app');
    // The designer's texts left with it.
    expect(i18n.has('designer.hello')).toBe(false);
    const notified: Notification[] = [];
    const subscription = app.services.get(NotificationService).onDidNotify.subscribe((n) => notified.push(n));
    app.services.get(NotificationService).notify('info', 'still here');
    subscription.unsubscribe();
    expect(notified.map((n) => n.message)).toEqual(['still here']);
    expect(app.services.get(SessionService).state).toBe('anonymous');

    // A new designer starts on the same app kernel and sees the same session.
    const again = await createEditorKernel(designerServiceModules, [designerPlugin(new Map())], { parent: app });
    kernels.push(again);
    expect(again.services.get(SessionService)).toBe(app.services.get(SessionService));
    expect(i18n.t('designer.hello')).toBe('Hello from the designer');
  });

  it('the app kernel runs no plugin host and releases its services when disposed', async () => {
    const app = await createApp();
    expect('plugins' in app).toBe(false);
    expect(app.services.has(PluginService)).toBe(false);
    const i18n = app.services.get(I18nService);
    expect(i18n.t('app.hello')).toBe('Hello from the app');
    let textsCompleted = false;
    i18n.onDidChangeTexts.subscribe({ complete: () => (textsCompleted = true) });
    await app.dispose();
    expect(textsCompleted).toBe(true);
    expect(app.services.has(I18nService)).toBe(false);
  });
});
