import {
  ApiService,
  CommandService,
  I18nService,
  NotificationService,
} from '../../sdk/package-index.js';
import { SceneAssetsService, SceneIoService } from '../../sdk/viewport/services.js';
import type {
  ContributionList,
  ContributionPoint,
  LocaleId,
  Notification,
  PluginDefinition,
  ServiceId,
} from '../../sdk/package-index.js';
import { createEditorKernel, serviceModule } from '../kernel/editor-kernel.js';
import type { ServiceModule } from '../kernel/editor-kernel.js';
import { optional, provide } from '../kernel/service-declaration.js';
import { SceneAssetsServiceImpl } from '../runtime/scene-assets-service.js';
import { UndoControl } from '../services/scene/undo-control.js';
import { publicView } from '../kernel/public-view.js';
import { PUBLIC_SCENE_ASSETS_MEMBERS } from '../runtime/public-scene-assets.js';
import { SceneAssetsStore } from '../runtime/scene-assets-store.js';
import { SceneIoServiceImpl } from '../runtime/scene-io-service.js';
import { SceneDocumentWriter } from '../services/scene/scene-document-writer.js';
import { apiModule } from '../services/api/api-module.js';
import { commandsModule } from '../services/commands/commands-module.js';
import { dialogsModule } from '../services/dialogs/dialogs-module.js';
import { i18nModule } from '../services/i18n/i18n-module.js';
import { layoutModule } from '../services/layout/layout-module.js';
import { notificationsModule } from '../services/notifications/notifications-module.js';
import { permissionsModule } from '../services/permissions/permissions-module.js';
import { sceneServiceModule } from '../services/scene/scene-module.js';
import { sessionModule } from '../services/session/session-module.js';
import { MemoryStore } from '../services/settings/key-value-store.js';
import { settingsModule } from '../services/settings/settings-module.js';

/** How a test kernel starts. */
export interface TestKernelOptions {
  /** Plugins to activate, each after those it depends on. */
  readonly plugins?: readonly PluginDefinition[];
  /** Language of the i18n service (default 'en'). */
  readonly locale?: LocaleId;
}

/**
 * A headless editor kernel for plugin tests: the designer's real services (scene document, selection, undo, i18n,
 * commands, notifications, dialogs, layout, settings, session, api, permissions, scene io) and plugin host, with
 * no browser page, no 3D engine and nothing kept between runs. The server api is bound but unreachable.
 */
export interface TestKernel {
  /** A service by its id; throws when it is not bound. */
  get<T>(id: ServiceId<T>): T;
  /** A service by its id, or undefined. */
  tryGet<T>(id: ServiceId<T>): T | undefined;
  /** What every active plugin has contributed to a point, now. */
  contributions<T>(point: ContributionPoint<T>): readonly T[];
  /** The live list of a point (current value and a stream of changes). */
  list<T>(point: ContributionPoint<T>): ContributionList<T>;
  /** Activate a plugin (after its dependencies, which must be active). */
  activate(plugin: PluginDefinition): Promise<void>;
  /** Deactivate a plugin, releasing everything it contributed. */
  deactivate(id: string): Promise<void>;
  /** Ids of the active plugins. */
  readonly activeIds: readonly string[];
  /** Run a command by id, as the palette does (errors are reported as notifications, as in the designer). */
  execute(commandId: string, args?: unknown): Promise<void>;
  /** Translate a key with the texts contributed so far. */
  t(key: string, values?: Record<string, string | number>): string;
  /** Every notification shown since the kernel started, oldest first. */
  readonly notifications: readonly Notification[];
  /** Deactivate every plugin and release the services. */
  dispose(): Promise<void>;
}

/** Scene open/save and assets over the (unreachable) api, without the engine runtime and its Babylon imports. */
const headlessSceneIoModule: ServiceModule = serviceModule([
  provide(SceneAssetsStore, [optional(ApiService)], (api) => new SceneAssetsServiceImpl(() => api)),
  provide(SceneAssetsService, [SceneAssetsStore], (assets) => publicView<SceneAssetsService>(assets, PUBLIC_SCENE_ASSETS_MEMBERS)),
  provide(SceneIoService, [optional(ApiService), SceneDocumentWriter, UndoControl, SceneAssetsStore], (api, document, undo, assets) =>
    new SceneIoServiceImpl(() => {
      if (!api) throw new Error('Scenes cannot be opened or saved: no api service is bound');
      return api;
    }, document, undo, assets)),
]);

/** The service modules of a kernel without page or engine. */
function headlessModules(locale: LocaleId): ServiceModule[] {
  const localeStore = new MemoryStore();
  localeStore.setItem('kf.locale', locale);
  return [
    sceneServiceModule,
    apiModule,
    permissionsModule,
    sessionModule,
    i18nModule({ store: localeStore, languages: [locale], reload: () => undefined }),
    notificationsModule(),
    dialogsModule,
    commandsModule(false),
    layoutModule,
    settingsModule(new MemoryStore()),
    headlessSceneIoModule,
  ];
}

/** Start a headless kernel with the given plugins active. */
export async function createTestKernel(options: TestKernelOptions = {}): Promise<TestKernel> {
  const kernel = await createEditorKernel(headlessModules(options.locale ?? 'en'));
  const notifications: Notification[] = [];
  const subscription = kernel.services.get(NotificationService).onDidNotify.subscribe((n) => notifications.push(n));
  await kernel.plugins.activateAll(options.plugins ?? []);
  return {
    get: (id) => kernel.services.get(id),
    tryGet: (id) => kernel.services.tryGet(id),
    contributions: (point) => kernel.registry.list(point).current,
    list: (point) => kernel.registry.list(point),
    activate: (plugin) => kernel.plugins.activateAll([plugin]),
    deactivate: (id) => kernel.plugins.deactivate(id),
    get activeIds() {
      return kernel.plugins.activeIds;
    },
    execute: (commandId, args) => kernel.services.get(CommandService).execute(commandId, args),
    t: (key, values) => kernel.services.get(I18nService).t(key, values),
    notifications,
    async dispose() {
      subscription.unsubscribe();
      await kernel.dispose();
    },
  };
}
