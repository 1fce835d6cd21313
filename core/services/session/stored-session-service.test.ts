import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpApiService } from '../api/http-api-service.js';
import { memoryStore, StorageKeys } from './key-value-store.js';
import { StoredSessionService } from './stored-session-service.js';
import { SessionPermissionService } from '../permissions/session-permission-service.js';
import { permissionKey } from '../../../sdk/contract/permission-key.js';

const user = { userId: 'u1', username: 'demo', nickname: 'Demo', manager: false, designer: true, locked: false };
const loginData = { token: 'T1', user, pvg: [permissionKey('scene', 'save')], allP: [], prosCons: true, subscription: { planName: 'REGULAR', storageLimit: 100, usedStorage: 100 } };
let server: Server;
let base: string;
const calls: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      calls.push(`${req.method} ${req.url} ${req.headers.authentication ?? '-'}`);
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const url = req.url ?? '';
      if (url === '/cloud/api/action/login') {
        const { password } = JSON.parse(body) as { password: string };
        return password === 'right' ? send(200, { code: 0, msg: '', data: loginData }) : send(200, { code: 404, msg: 'bad' });
      }
      if (url.startsWith('/cloud/api/action/single-login?ticket=good')) return send(200, { code: 0, msg: '', data: { ...loginData, token: 'T2' } });
      if (url === '/cloud/api/action/check') return req.headers.authentication === 'T1' ? send(200, { code: 0, msg: '', data: { user } }) : send(401, { code: 401, msg: 'x', kfSysCode: 106 });
      if (url === '/cloud/api/action/logout') return send(200, { code: 0, msg: '', data: null });
      if (url === '/cloud/api/action/session-lock') return send(200, { code: 0, msg: '', data: null });
      send(404, { code: 404, msg: 'no' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cloud`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function setup(initial: Record<string, string> = {}) {
  const store = memoryStore(initial);
  const holder: { session?: StoredSessionService } = {};
  const api = new HttpApiService({ baseUrl: base, token: () => holder.session?.token, checked: () => holder.session?.state === 'checked', clearSession: (reason) => holder.session?.clear(reason) });
  const session = new StoredSessionService(() => api, store);
  holder.session = session;
  return { store, session };
}

describe('StoredSessionService', () => {
  it('login stores token, user, permissions and subscription under the kf.* keys', async () => {
    const { store, session } = setup();
    const states: string[] = [];
    session.onDidChangeState.subscribe((s) => states.push(s));
    await session.login('demo', 'right');
    expect(session.user).toEqual(user);
    expect(store.getItem(StorageKeys.token)).toBe('T1');
    expect(JSON.parse(store.getItem(StorageKeys.user)!)).toEqual(user);
    expect(session.permissions?.prosCons).toBe(true);
    expect(session.subscription?.storageLimit).toBe(100);
    expect(states).toEqual(['anonymous', 'authenticated']);
  });

  it('a wrong password rejects and keeps the session anonymous', async () => {
    const { session } = setup();
    await expect(session.login('demo', 'wrong')).rejects.toMatchObject({ code: 404 });
    expect(session.state).toBe('anonymous');
  });

  it('ticket login signs in', async () => {
    const { session } = setup();
    await session.loginWithTicket('good');
    expect(session.token).toBe('T2');
  });

  it('check at start marks the stored session checked; a refused check clears it', async () => {
    const ok = setup({ [StorageKeys.token]: 'T1', [StorageKeys.user]: JSON.stringify(user) });
    expect(ok.session.state).toBe('authenticated');
    expect(await ok.session.check()).toBe(true);
    expect(ok.session.state).toBe('checked');
    const stale = setup({ [StorageKeys.token]: 'OLD', [StorageKeys.user]: JSON.stringify(user) });
    const reasons: string[] = [];
    stale.session.onWillSignOut.subscribe((r) => reasons.push(r));
    expect(await stale.session.check()).toBe(false);
    expect(stale.session.state).toBe('anonymous');
    expect(stale.store.getItem(StorageKeys.token)).toBeNull();
    expect(reasons).toEqual(['forced']);
  });

  it('logout tells the server, then clears everything but the locale and project selection', async () => {
    const { store, session } = setup({ [StorageKeys.locale]: 'en' });
    await session.login('demo', 'right');
    session.setSelectedProjects(['p1']);
    session.setUserImage('/resources/x');
    await session.logout();
    expect(calls.at(-1)).toBe('POST /cloud/api/action/logout T1');
    expect(session.user).toBeUndefined();
    expect(store.getItem(StorageKeys.userImage)).toBeNull();
    expect(store.getItem(StorageKeys.locale)).toBe('en');
    expect(session.selectedProjects).toEqual(['p1']);
  });

  it('lock marks the user locked', async () => {
    const { session } = setup();
    await session.login('demo', 'right');
    await session.setLocked(true);
    expect(session.user?.locked).toBe(true);
  });
});

describe('SessionPermissionService', () => {
  it('allow-list, deny-list, manager, gates and storage limit', async () => {
    const { session, store } = setup();
    const warnings: { kind: string; message: string; action?: { label: string; route: string } }[] = [];
    const notifications = { notify: (kind: string, message: string, _title?: string, action?: { label: string; route: string }) => warnings.push({ kind, message, action }) };
    const permissions = new SessionPermissionService(() => session, (key) => key, () => notifications as never);
    expect(permissions.can('scene', 'save')).toBe(false);
    await session.login('demo', 'right');
    expect(permissions.can('scene', 'save')).toBe(true);
    expect(permissions.can('scene', 'delete')).toBe(false);
    store.setItem(StorageKeys.permissions, JSON.stringify({ prosCons: false, pvg: [permissionKey('scene', 'save')], allP: [permissionKey('scene', 'save'), permissionKey('scene', 'delete')] }));
    expect(permissions.can('scene', 'save')).toBe(false);
    expect(permissions.can('scene', 'delete')).toBe(true);
    expect(permissions.can('scene', 'publish')).toBe(false);
    expect(permissions.storageFull).toBe(true);
    expect(permissions.allows('watermark')).toBe(false);
    expect(permissions.gate('watermark')).toBe(false);
    // The refusal carries the Upgrade link to the plans screen.
    expect(warnings).toEqual([{ kind: 'warning', message: 'No permission at the moment, you can upgrade your subscription plan', action: { label: 'Upgrade', route: '/subscription' } }]);
    session.setSubscription({ planName: 'PROFESSIONAL', storageLimit: 1000, usedStorage: 100 });
    expect(permissions.allows('aiPoints')).toBe(true);
    expect(permissions.storageFull).toBe(false);
    session.adopt({ ...loginData, user: { ...user, manager: true }, pvg: [] });
    expect(permissions.can('anything', 'at all')).toBe(true);
  });
});
