import type { DesignerRoute } from '../../../../sdk/index.js';
import type { RouteParams } from './route-params.js';

/** The designer route of a designer address's parameters (what the host feeds the designer's route service). */
export function designerRouteOf(params: RouteParams): DesignerRoute {
  const version = params.sceneIdVersion !== undefined && /^\d+$/.test(params.sceneIdVersion) ? Number(params.sceneIdVersion) : undefined;
  const route: Record<string, string | number> = {};
  if (params.projectUuid !== undefined) route.projectUuid = params.projectUuid;
  if (params.sceneId !== undefined) route.sceneId = params.sceneId;
  if (version !== undefined) route.version = version;
  if (params.category !== undefined) route.category = params.category;
  if (params.ticket !== undefined) route.ticket = params.ticket;
  return route as DesignerRoute;
}
