import { createServiceId, DesignerRouteService } from '../../../sdk/index.js';
import type { DesignerRoute } from '../../../sdk/index.js';
import { serviceModule, type ServiceModule } from '../../kernel/kernel-parts.js';
import { provide } from '../../kernel/service-declaration.js';
import { DesignerRouteFeed } from './designer-route-service.js';

/** Id of the writable route the host feeds (core/host only; plugins get DesignerRouteService). */
export const DesignerRouteWriter = createServiceId<DesignerRouteFeed>('core.designerRoute');

/** Declares the designer route, starting at `initial`: the host's module for a designer kernel. */
export function designerRouteModule(initial: DesignerRoute = {}): ServiceModule {
  return serviceModule([
    provide(DesignerRouteWriter, [], () => new DesignerRouteFeed(initial)),
    provide(DesignerRouteService, [DesignerRouteWriter], (feed): DesignerRouteService => Object.freeze({
      get current() {
        return feed.current;
      },
      onDidChange: feed.onDidChange,
      leaveSafeMode: () => feed.leaveSafeMode(),
    })),
  ]);
}
