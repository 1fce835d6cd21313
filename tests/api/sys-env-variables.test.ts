import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../host/server/config.js';
import { SysEnvVariables } from '../../sdk/contract/system.js';
import { ApiClient, backends, describeBackends, startTestServer, type TestServer } from './support/server.js';

describeBackends('sys-env-variable/list', (api) => {
  it('answers the public flags without a session: scan login and single sign-on off by default', async () => {
    const reply = await api.anon.repo<SysEnvVariables>('GET', '/sys-env-variable/list');
    expect([reply.status, reply.code]).toEqual([200, 0]);
    expect(SysEnvVariables.parse(reply.data)).toEqual({ appScanLogin: false, appScanLoginUrl: null, ssoLogin: false, ssoLoginUrl: null, apiContext: '/cloud', pluginOrigins: [] });
  });

  it('ignores a bad token (public call) and is listed in the OpenAPI document as public', async () => {
    const reply = await api.anon.withToken('not-a-token').repo('GET', '/sys-env-variable/list');
    expect(reply.code).toBe(0);
    const doc = (await api.anon.repo('GET', '/docs/openapi.json')).body as { paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>> };
    const op = doc.paths['/cloud/api/sys-env-variable/list']?.get;
    expect(op).toBeDefined();
    expect(op.security).toBeUndefined();
    expect(JSON.stringify(op.responses[200])).toContain('ssoLoginUrl');
  });
});

for (const backend of backends()) {
  describe(`sys-env-variable/list when configured [${backend}]`, () => {
    let started: TestServer;
    beforeAll(async () => {
      started = await startTestServer(backend, { appScanLoginUrl: 'https://scan.example.com/qr', ssoLoginUrl: '/sso/start', apiContext: '/studio', pluginOrigins: ['https://plugins.example.com'] });
    });
    afterAll(() => started.stop());

    it('turns on the entries whose urls are set, under the configured context, and lists the allowed plugin origins', async () => {
      const client = new ApiClient(started.url, undefined, undefined, '/studio');
      const reply = await client.repo<SysEnvVariables>('GET', '/sys-env-variable/list');
      expect(reply.data).toEqual({ appScanLogin: true, appScanLoginUrl: 'https://scan.example.com/qr', ssoLogin: true, ssoLoginUrl: '/sso/start', apiContext: '/studio', pluginOrigins: ['https://plugins.example.com'] });
    });

    it('allows the same plugin origins in the designer page\'s script-src (what the plugin manager checks against)', async () => {
      const policy = (await fetch(`${started.url}/`)).headers.get('content-security-policy') ?? '';
      expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).toContain('https://plugins.example.com');
    });
  });
}

describe('login entry urls from the environment', () => {
  it('reads APP_SCAN_LOGIN_URL and SSO_LOGIN_URL, empty means off', () => {
    expect(loadConfig({ APP_SCAN_LOGIN_URL: 'https://a.example/x', SSO_LOGIN_URL: '' })).toMatchObject({ appScanLoginUrl: 'https://a.example/x', ssoLoginUrl: undefined });
    expect(loadConfig({}).appScanLoginUrl).toBeUndefined();
  });

  it('refuses a url a link must not open, naming the variable', () => {
    expect(() => loadConfig({ SSO_LOGIN_URL: 'javascript:alert(1)' })).toThrow(/SSO_LOGIN_URL/);
    expect(() => loadConfig({ APP_SCAN_LOGIN_URL: '//evil.example' })).toThrow(/APP_SCAN_LOGIN_URL/);
  });
});
