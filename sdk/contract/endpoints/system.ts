import { defineEndpoint } from '../endpoint.js';
import { SysEnvVariables } from '../system.js';

// System endpoints the browser calls.

/** Public environment flags for the browser (scan login, single sign-on). */
export const SysEnvVariableList = defineEndpoint({
  method: 'GET', path: '/sys-env-variable/list', reply: SysEnvVariables,
  summary: 'Public environment flags for the browser: scan login and single sign-on (off unless APP_SCAN_LOGIN_URL / SSO_LOGIN_URL are set)',
});
