import { z } from 'zod';

// Wire contract of the public system calls: GET {context}/api/sys-env-variable/list (spec 000 §7 "/sys-env-variable/list").

/**
 * The public, non-secret environment flags the browser needs (the login screen reads them before anyone signs in;
 * the plugin manager reads the allowed plugin origins).
 * A login entry is offered only when the server was configured with its url; both are off by default.
 */
export const SysEnvVariables = z.object({
  /** Mobile-app scan login is available (APP_SCAN_LOGIN_URL set). */
  appScanLogin: z.boolean(),
  /** Page the scan-login entry opens, or null. */
  appScanLoginUrl: z.string().nullable(),
  /** Single sign-on is available (SSO_LOGIN_URL set). */
  ssoLogin: z.boolean(),
  /** Page the single-sign-on entry opens, or null. */
  ssoLoginUrl: z.string().nullable(),
  /** API context prefix of this server, e.g. '/cloud' (resource urls '/resources/{pubResUuid}' are served under it). */
  apiContext: z.string(),
  /**
   * Origins besides its own the designer page may import plugins from (PLUGIN_ORIGINS; in its script-src): the plugin
   * manager refuses a URL on any other origin with a message naming the policy and the setting.
   */
  pluginOrigins: z.array(z.string()),
});
/** The public environment flags. */
export type SysEnvVariables = z.infer<typeof SysEnvVariables>;
