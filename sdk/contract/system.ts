import { z } from 'zod';

// Wire contract of the public system calls: GET {context}/api/sys-env-variable/list (spec 000 §7 "/sys-env-variable/list").

/**
 * The public, non-secret environment flags the browser needs before anyone signs in (the login screen reads them).
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
});
/** The public environment flags. */
export type SysEnvVariables = z.infer<typeof SysEnvVariables>;
