import { useEffect, useRef } from 'react';
import { DockviewReact, themeAbyss, type DockviewApi, type DockviewReadyEvent } from 'dockview-react';
import 'dockview-react/dist/styles/dockview.css';
import { I18nService, LayoutService, NotificationService, Panels } from '../../../../sdk/index.js';
import { useKernel } from '../kernel/kernel-context.js';
import { currentUserId } from './current-user.js';
import { CONTRIBUTION_COMPONENT, DockController } from './dock-controller.js';
import { GroupActions } from './group-actions.js';
import { layoutKey } from './layout-store.js';
import { PanelHost } from './panel-host.js';
import { PanelTab } from './panel-tab.js';

const COMPONENTS = { [CONTRIBUTION_COMPONENT]: PanelHost };

/** The dockable area: every Panels contribution in dockview, with the user's layout kept in localStorage. */
export function DockArea() {
  const kernel = useKernel();
  const controller = useRef<DockController | undefined>(undefined);
  const api = useRef<DockviewApi | undefined>(undefined);

  useEffect(() => {
    const flush = () => controller.current?.saveNow();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      controller.current?.dispose();
      controller.current = undefined;
    };
  }, []);

  const onReady = (event: DockviewReadyEvent) => {
    if (api.current === event.api && controller.current) return;
    controller.current?.dispose();
    api.current = event.api;
    const next = new DockController(event.api, {
      panels: kernel.registry.list(Panels),
      layout: kernel.services.get(LayoutService),
      i18n: kernel.services.get(I18nService),
      notifications: kernel.services.tryGet(NotificationService),
      storage: window.localStorage,
      storageKey: (mode) => layoutKey(currentUserId(kernel), mode),
    });
    controller.current = next;
    next.start();
  };

  return (
    <div className="kf-dock" data-testid="dock">
      <DockviewReact components={COMPONENTS} defaultTabComponent={PanelTab} onReady={onReady} theme={themeAbyss} rightHeaderActionsComponent={GroupActions} floatingGroupBounds="boundedWithinViewport" />
    </div>
  );
}
