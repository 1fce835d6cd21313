import {
  ApiService, createServiceId, ItemPickService, LiveValuesService, NotificationService, PluginFaultService, PostProcessRuntimeService, SceneAssetsService, PointHandlesService, SceneDocumentService, SceneIoService, SceneRuntimeService,
} from '../../sdk/index.js';
import { authorizeSceneAssetRequests } from './asset-request-auth.js';
import { KernelRegistry, serviceModule, type ServiceModule } from '../kernel/kernel-parts.js';
import { optional, provide } from '../kernel/service-declaration.js';
import { SceneDocumentWriter } from '../services/scene/scene-document-writer.js';
import { SceneAssetsServiceImpl } from './scene-assets-service.js';
import { SceneAssetsStore } from './scene-assets-store.js';
import { PUBLIC_SCENE_ASSETS_MEMBERS } from './public-scene-assets.js';
import { publicView } from '../kernel/public-view.js';
import { SessionControl } from '../services/session/session-control.js';
import { UndoControl } from '../services/scene/undo-control.js';
import { captureScenePreview } from './capture-scene-preview.js';
import { SceneIoServiceImpl } from './scene-io-service.js';
import { SceneRuntime } from './scene-runtime.js';
import { LazyPostProcessRuntime } from './lazy-post-process-runtime.js';
import { LiveScenes } from './live-scenes.js';
import { PointHandlesServiceImpl } from './point-handles-service.js';
import { ItemPickServiceImpl } from './item-pick-service.js';
import { LiveValuesChannel } from '../services/live-data/live-values-channel.js';

export { SceneAssetsStore } from './scene-assets-store.js';

/** The Babylon scenes the runtime was started on (the newest live one is the save preview's source); a core id. */
export const LiveSceneList = createServiceId<LiveScenes>('core.liveScenes');

/**
 * Declares the scene runtime, the scene assets and open/save services. The viewport state (`ViewportService`) is
 * provided by the builtin.viewport-state plugin.
 */
export const runtimeModule: ServiceModule = serviceModule([
  provide(SceneAssetsStore, [optional(ApiService)], (api) => new SceneAssetsServiceImpl(() => api)),
  provide(SceneAssetsService, [SceneAssetsStore], (assets) => publicView<SceneAssetsService>(assets, PUBLIC_SCENE_ASSETS_MEMBERS)),
  provide(LiveSceneList, [], () => new LiveScenes()),
  provide(PointHandlesService, [], () => new PointHandlesServiceImpl()),
  provide(ItemPickService, [], () => new ItemPickServiceImpl()),
  // The live values of the scene's bindings: written by the live-data plugin, read by the logic runtime (and anyone).
  provide(LiveValuesService, [SceneDocumentService], (document) => {
    const channel = new LiveValuesChannel();
    document.onDidLoad.subscribe(() => channel.clear());
    return channel;
  }, { dispose: (channel) => channel.dispose() }),
  provide(SceneIoService, [optional(ApiService), SceneDocumentWriter, UndoControl, SceneAssetsStore, LiveSceneList], (api, document, undo, assets, scenes) =>
    new SceneIoServiceImpl(() => {
      if (!api) throw new Error('Scenes cannot be opened or saved: no api service is bound');
      return api;
    }, document, undo, assets, () => captureScenePreview(scenes.newest()))),
  provide(
    PostProcessRuntimeService,
    [SceneDocumentService, KernelRegistry, optional(NotificationService)],
    (document, registry, notifications) => ({
      start: (scene) => new LazyPostProcessRuntime(scene, {
        document,
        registry,
        reportError: (error) => {
          const message = error instanceof Error ? error.message : String(error);
          if (notifications) notifications.error(message);
          else console.error(error);
        },
      }),
    }),
  ),
  provide(
    SceneRuntimeService,
    [SceneDocumentService, KernelRegistry, SceneAssetsStore, LiveSceneList, optional(SessionControl), optional(NotificationService), optional(PluginFaultService), optional(ApiService)],
    (document, registry, assets, scenes, session, notifications, faults, api) => ({
      start: (scene) => new SceneRuntime(scenes.add(scene), {
        document,
        registry,
        loadAsset: (name) => assets.load(name),
        assetUrl: (name) => assets.urlOf(name),
        assetRootUrl: () => assets.rootUrl(),
        hold: () => authorizeSceneAssetRequests({
          assetRoute: () => assets.routeUrl(),
          resourceRoot: () => `${api?.baseUrl ?? '/cloud'}/resources/`,
          token: () => session?.token,
          pageUrl: () => globalThis.location?.href ?? 'http://localhost/',
        }),
        reportError: (error) => {
          if (faults?.wasReported(error)) return;
          const message = error instanceof Error ? error.message : String(error);
          if (notifications) notifications.error(message);
          else console.error(error);
        },
        reportAdapterFault: (adapter, error) => {
          const owner = faults?.ownerOf(adapter);
          if (owner && faults) faults.report(owner, 'adapter', error);
          else if (!faults?.wasReported(error)) {
            if (notifications) notifications.error(error instanceof Error ? error.message : String(error));
            else console.error(error);
          }
        },
      }),
    }),
  ),
]);
