import type { ApiService } from '../../../../../sdk/index.js';
import { SysEnvVariableList } from '../../../../../sdk/contract/endpoints/system.js';

/** Which other login entries the server supports (from the system environment variables). */
export interface LoginCapabilities {
  readonly scan: boolean;
  readonly sso: boolean;
  readonly scanUrl?: string;
  readonly ssoUrl?: string;
}

/** Ask GET {context}/api/sys-env-variable/list (silently): scan login and SSO show only when the server says so. */
export async function loginCapabilities(api: ApiService): Promise<LoginCapabilities> {
  try {
    const env = await api.call(SysEnvVariableList, {}, { silent: true });
    return { scan: env.appScanLogin, sso: env.ssoLogin, scanUrl: env.appScanLoginUrl ?? undefined, ssoUrl: env.ssoLoginUrl ?? undefined };
  } catch {
    return { scan: false, sso: false };
  }
}
