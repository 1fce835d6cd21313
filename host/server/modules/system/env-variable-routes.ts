import { SysEnvVariables } from '../../../../sdk/contract/system.js';
import type { ServerConfig } from '../../config.js';
import type { RouteKit } from '../../http/route-kit.js';

/** The public environment flags of a configuration (nothing secret: only what the login screen shows). */
export function sysEnvVariables(config: ServerConfig): SysEnvVariables {
  return {
    appScanLogin: config.appScanLoginUrl !== undefined,
    appScanLoginUrl: config.appScanLoginUrl ?? null,
    ssoLogin: config.ssoLoginUrl !== undefined,
    ssoLoginUrl: config.ssoLoginUrl ?? null,
    apiContext: config.apiContext,
  };
}

/** GET {context}/api/sys-env-variable/list: public, read before sign-in by the login screen. */
export function envVariableRoutes(kit: RouteKit): void {
  kit.route({
    method: 'GET', style: 'repo', path: '/sys-env-variable/list', resource: 'system', action: 'read', auth: 'none',
    response: SysEnvVariables,
    summary: 'Public environment flags for the browser: scan login and single sign-on (off unless APP_SCAN_LOGIN_URL / SSO_LOGIN_URL are set)',
    handler: (ctx) => sysEnvVariables(ctx.config),
  });
}
