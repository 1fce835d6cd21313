import { SysEnvVariables } from '../../../../sdk/contract/system.js';
import type { ServerConfig } from '../../config.js';
import type { RouteKit } from '../../http/route-kit.js';
import { SysEnvVariableList } from '../../../../sdk/contract/endpoints/index.js';

/** The public environment flags of a configuration (nothing secret: what the login screen shows, and the origins plugins may come from, which the page's policy shows anyway). */
export function sysEnvVariables(config: ServerConfig): SysEnvVariables {
  return {
    appScanLogin: config.appScanLoginUrl !== undefined,
    appScanLoginUrl: config.appScanLoginUrl ?? null,
    ssoLogin: config.ssoLoginUrl !== undefined,
    ssoLoginUrl: config.ssoLoginUrl ?? null,
    apiContext: config.apiContext,
    pluginOrigins: [...(config.pluginOrigins ?? [])],
  };
}

/** GET {context}/api/sys-env-variable/list: public, read before sign-in by the login screen. */
export function envVariableRoutes(kit: RouteKit): void {
  kit.endpoint(SysEnvVariableList, {
    resource: 'system', action: 'read', auth: 'none',
    handler: (ctx) => sysEnvVariables(ctx.config),
  });
}
