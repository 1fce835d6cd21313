import {
  ApiService, NotificationService, PluginFaultService, SceneAssetsService, SceneDocumentService, SceneIoService, SceneRuntimeService, SessionService, UndoService, ViewportService,
} from '../../sdk/index.js';
import { authorizeSceneAssetRequests } from './asset-request-auth.js';
import type { ServiceModule } from '../kernel/editor-kernel.js';
import { SceneAssetsServiceImpl } from './scene-assets-service.js';
import { SceneIoServiceImpl } from './scene-io-service.js';
import { SceneRuntime } from './scene-runtime.js';
import { ViewportStateService } from './viewport-state-service.js';

/** Binds the scene runtime, the scene assets and open/save services, and the viewport state. */
export const runtimeModule: ServiceModule = ({ services, registry }) => {
  const assets = new SceneAssetsServiceImpl(() => services.tryGet(ApiService));
  services.bindValue(SceneAssetsService, assets);
  services.bindValue(ViewportService, new ViewportStateService());
  services.bindValue(SceneIoService, new SceneIoServiceImpl(() => services.get(ApiService), services.get(SceneDocumentService), services.get(UndoService), assets));
  services.bindValue(SceneRuntimeService, {
    start: (scene) => new SceneRuntime(scene, {
      document: services.get(SceneDocumentService),
      registry,
      loadAsset: (name) => assets.load(name),
      assetUrl: (name) => assets.urlOf(name),
      assetRootUrl: () => assets.rootUrl(),
      hold: () => authorizeSceneAssetRequests({
        assetRoute: () => assets.routeUrl(),
        token: () => services.tryGet(SessionService)?.token,
        pageUrl: () => globalThis.location?.href ?? 'http://localhost/',
      }),
      reportError: (error) => {
        if (services.tryGet(PluginFaultService)?.wasReported(error)) return;
        const message = error instanceof Error ? error.message : String(error);
        const notifications = services.tryGet(NotificationService);
        if (notifications) notifications.error(message);
        else console.error(error);
      },
    }),
  });
};
