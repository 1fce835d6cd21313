import { ApiError } from '../../sdk/index.js';
import type { Disposable, DesignerRoute, DesignerRouteService, NotificationService, OpenScenesService } from '../../sdk/index.js';
import { toDisposable } from '../../sdk/index.js';

/**
 * Open the scene the designer's route names: at start, and whenever the host feeds another address (a kept-alive
 * designer shown again for another scene). A scene already open becomes the active tab.
 */
export function followRoute(route: DesignerRouteService, openScenes: OpenScenesService, notifications?: NotificationService): Disposable {
  const open = ({ projectUuid, sceneId }: DesignerRoute) => {
    if (!projectUuid || !sceneId || sceneId === openScenes.activeId) return;
    openScenes.open(projectUuid, sceneId).catch((error: unknown) => {
      // The api service has already shown a refused call's catalogue message; anything else is shown here.
      if (!(error instanceof ApiError)) notifications?.error(error instanceof Error ? error.message : String(error));
    });
  };
  const subscription = route.onDidChange.subscribe(open);
  return toDisposable(() => subscription.unsubscribe());
}
