import type { ApiService } from '../../../../../sdk/index.js';

/** Which other login entries the server supports (from the system environment variables). */
export interface LoginCapabilities {
  readonly scan: boolean;
  readonly sso: boolean;
  readonly scanUrl?: string;
  readonly ssoUrl?: string;
}

type EnvList = readonly { name?: string; key?: string; value?: unknown }[] | Readonly<Record<string, unknown>>;

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 'on';
}

/** Ask GET {context}/api/sys-env-variable/list (silently): scan login and SSO show only when the server says so. */
export async function loginCapabilities(api: ApiService): Promise<LoginCapabilities> {
  let env: Record<string, unknown> = {};
  try {
    const reply = await api.repo<EnvList>({ method: 'GET', path: '/sys-env-variable/list', silent: true });
    if (Array.isArray(reply)) for (const row of reply) env[String(row.name ?? row.key ?? '')] = row.value;
    else if (reply && typeof reply === 'object') env = { ...(reply as Record<string, unknown>) };
  } catch {
    return { scan: false, sso: false };
  }
  return {
    scan: truthy(env.appScanLogin ?? env.scanLogin),
    sso: truthy(env.ssoLogin ?? env.sso),
    scanUrl: typeof env.appScanLoginUrl === 'string' ? env.appScanLoginUrl : undefined,
    ssoUrl: typeof env.ssoLoginUrl === 'string' ? env.ssoLoginUrl : undefined,
  };
}
