import type { DesignerRoute } from '../../../../sdk/index.js';
import { SAFE_MODE_PARAM } from '../startup/safe-mode-key.js';
import type { RouteParams } from './route-params.js';

/**
 * The designer route of a designer address's parameters and query (what the host feeds the designer's route service):
 * `?safeMode=1` starts it in safe mode.
 */
export function designerRouteOf(params: RouteParams, search = ''): DesignerRoute {
  const version = params.sceneIdVersion !== undefined && /^\d+$/.test(params.sceneIdVersion) ? Number(params.sceneIdVersion) : undefined;
  const route: Record<string, string | number | boolean> = {};
  if (params.projectUuid !== undefined) route.projectUuid = params.projectUuid;
  if (params.sceneId !== undefined) route.sceneId = params.sceneId;
  if (version !== undefined) route.version = version;
  if (params.category !== undefined) route.category = params.category;
  if (params.ticket !== undefined) route.ticket = params.ticket;
  if (new URLSearchParams(search).get(SAFE_MODE_PARAM) === '1') route.safeMode = true;
  return route as DesignerRoute;
}
