import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiNavigation, Notification, NotificationAction, NotificationKind, NotificationService } from '../../../sdk/index.js';
import { ApiError } from '../../../sdk/index.js';
import { z } from 'zod';
import { defineEndpoint } from '../../../sdk/contract/endpoint.js';
import { HttpApiService, type ApiServiceOptions } from './http-api-service.js';
import { apiLocales } from './locales.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
let seen: Seen[] = [];

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers });
  res.end(text);
}

/** A real HTTP server answering each catalogue case by path. */
function route(req: IncomingMessage, res: ServerResponse, body: string) {
  const path = (req.url ?? '').replace(/\?.*$/, '');
  switch (path) {
    case '/cloud/api/repo/ok':
      return reply(res, 200, { code: 0, msg: 'ok', data: { echo: req.url, auth: req.headers.authentication ?? null } });
    case '/cloud/v.client':
      return reply(res, 200, { code: 0, data: { server: req.headers.server, method: req.headers.method, payload: JSON.parse(body) } });
    case '/cloud/api/repo/code404':
      return reply(res, 200, { code: 404, msg: 'no such user' });
    case '/cloud/api/repo/code401':
      return reply(res, 200, { code: 401, msg: 'timeout' });
    case '/cloud/api/repo/code405':
      return reply(res, 200, { code: 405, msg: 'Method not allowed here' });
    case '/cloud/api/repo/code409':
      return reply(res, 200, { code: 409, msg: 'Scene modified by others' });
    case '/cloud/api/repo/code500':
      return reply(res, 200, { code: 500, msg: 'boom' });
    case '/cloud/api/repo/codeNull':
      return reply(res, 200, { code: null, msg: 'odd' });
    case '/cloud/api/repo/sys': {
      const code = new URL(req.url ?? '', 'http://x').searchParams.get('code');
      return reply(res, 200, { code: 1, msg: 'sys', kfSysCode: Number(code), kfSysMsg: 'server text' });
    }
    case '/cloud/api/repo/http401':
      return reply(res, 401, { code: 401, msg: 'unauthorised' });
    case '/cloud/api/repo/http502-id':
      return reply(res, 502, { requestId: 'req-42', msg: 'upstream down' });
    case '/cloud/api/repo/http409':
      return reply(res, 409, { code: 409, msg: 'Scene modified by others', data: { latestVersion: 3 } });
    case '/cloud/api/repo/http400-fields':
      return reply(res, 400, { code: 405, msg: 'Check the fields', data: null, errors: { phone: 'Enter an 11-digit mobile number' } });
    case '/cloud/api/repo/http503-text':
      return reply(res, 503, 'Service Unavailable');
    case '/cloud/api/repo/export': {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename="scene.kzs"; filename*=UTF-8''%E5%9C%BA%E6%99%AF.kzs` });
      return res.end('KZS-BYTES');
    }
    case '/cloud/api/repo/upload': {
      const type = req.headers['content-type'] ?? '';
      return reply(res, 200, { code: 0, data: { multipart: type.startsWith('multipart/form-data'), hasFile: body.includes('filename="a.png"'), size: body.length } });
    }
    case '/cloud/api/repo/plan-refused':
      return reply(res, 403, { code: 405, msg: 'No permission at the moment, you can upgrade your subscription plan', data: null, upgrade: true });
    case '/cloud/api/repo/upload-full':
      return reply(res, 413, { code: 405, msg: 'Space usage at maximum', data: null, upgrade: true });
    case '/cloud/api/repo/upload-refused':
      return reply(res, 400, { code: 405, msg: 'Nothing was imported', data: { refusals: [{ line: 3, message: 'Line 3: bad' }], total: 1 } });
    case '/cloud/api/repo/kf-scene/import-scene-resource':
      return reply(res, 200, { code: 200, msg: 'ok', data: [{ uuid: 'r-1', pubResUuid: 'p-1', groups: [], name: 'a.png' }] });
    case '/cloud/api/repo/code200-other':
      return reply(res, 200, { code: 200, msg: 'Odd reply', data: { uuid: 'r-1' } });
    default:
      return reply(res, 404, 'not found');
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      route(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cloud`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

class RecordingNotifications implements NotificationService {
  readonly shown: { kind: NotificationKind; message: string; title?: string; action?: NotificationAction }[] = [];
  readonly onDidNotify = undefined as never;
  notify(kind: NotificationKind, message: string, title?: string, action?: NotificationAction): Notification | undefined {
    this.shown.push({ kind, message, title, ...(action ? { action } : {}) });
    return { id: this.shown.length, kind, message, title, time: 0 };
  }
  success(message: string) {
    this.notify('success', message);
  }
  warning(message: string) {
    this.notify('warning', message);
  }
  error(message: string) {
    this.notify('error', message);
  }
}

let notes: RecordingNotifications;
let cleared: string[];
let navigations: ApiNavigation[];
let clock: number;
let checked: boolean;

function makeApi(extra: Partial<ApiServiceOptions> = {}): HttpApiService {
  const api = new HttpApiService({
    baseUrl: base,
    token: () => 'tok-123',
    checked: () => checked,
    clearSession: (reason) => cleared.push(reason),
    notifications: () => notes,
    now: () => clock,
    ...extra,
  });
  api.onDidRequestNavigation.subscribe((to) => navigations.push(to));
  return api;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  notes = new RecordingNotifications();
  cleared = [];
  navigations = [];
  clock = 10_000;
  checked = false;
  seen = [];
});

describe('HttpApiService calls', () => {
  it('repo style: GET under {context}/api with the query and the stored token in Authentication', async () => {
    const data = await makeApi().repo<{ echo: string; auth: string }>({ method: 'GET', path: '/repo/ok', query: { category: 'Default Ä', skip: undefined, n: 2 } });
    expect(data.auth).toBe('tok-123');
    expect(data.echo).toBe('/cloud/api/repo/ok?category=Default+%C3%84&n=2');
    expect(notes.shown).toEqual([]);
  });

  it('sends no Authentication header without a token', async () => {
    const data = await makeApi({ token: () => undefined }).repo<{ auth: string | null }>({ method: 'GET', path: '/repo/ok' });
    expect(data.auth).toBeNull();
  });

  it('sends the interface language as Accept-Language, so the server answers and mails in it', async () => {
    await makeApi({ locale: () => 'zh-TW' }).repo({ method: 'GET', path: '/repo/ok' });
    await makeApi({ locale: () => 'en' }).app({ path: '/v', server: 'scene', method: 'x', data: {} });
    expect(seen.map((s) => s.headers['accept-language'])).toEqual(['zh-TW', 'en']);
  });

  it('application-call style: POST {context}/<path>.client with server and method headers and payload', async () => {
    const data = await makeApi().app<{ server: string; method: string; payload: Record<string, unknown> }>({ path: '/v', server: 'scene', method: 'submitComponent', data: { params: ['c1'] } });
    expect(data).toEqual({ server: 'scene', method: 'submitComponent', payload: { server: 'scene', method: 'submitComponent', params: ['c1'] } });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers.authentication).toBe('tok-123');
  });
});

describe('reply codes (spec 000 §8)', () => {
  it('404: login error box with its title', async () => {
    const error = await failure(makeApi().repo({ method: 'POST', path: '/repo/code404', body: { username: 'x' } }));
    expect(error.code).toBe(404);
    expect(notes.shown).toEqual([{ kind: 'error', message: 'The user does not exist or the password is incorrect', title: 'Login error' }]);
    expect(cleared).toEqual([]);
  });

  it('401 before a check: warning only; after a check: timeout clears the session and goes to login', async () => {
    await failure(makeApi().repo({ method: 'GET', path: '/repo/code401' }));
    expect(notes.shown).toEqual([{ kind: 'warning', message: 'Login timed out', title: undefined }]);
    expect(cleared).toEqual([]);
    expect(navigations).toEqual([]);
    checked = true;
    clock += 5000;
    const error = await failure(makeApi().repo({ method: 'GET', path: '/repo/code401' }));
    expect(error.code).toBe(401);
    expect(cleared).toEqual(['timeout']);
    expect(navigations).toEqual(['login']);
  });

  it('405 and 409: warning with the server message', async () => {
    await failure(makeApi().repo({ method: 'GET', path: '/repo/code405' }));
    const error = await failure(makeApi().repo({ method: 'GET', path: '/repo/code409' }));
    expect(error.code).toBe(409);
    expect(error.message).toBe('Scene modified by others');
    expect(notes.shown.map((n) => [n.kind, n.message])).toEqual([
      ['warning', 'Method not allowed here'],
      ['warning', 'Scene modified by others'],
    ]);
  });

  it('a refusal by the plan (envelope upgrade: true) carries the Upgrade link to the plans screen; the error says so', async () => {
    const refused = await failure(makeApi({ translate: (key) => (key === 'api.upgrade' ? '升级' : key) }).repo({ method: 'POST', path: '/repo/plan-refused' }));
    expect([refused.status, refused.code, refused.upgrade]).toEqual([403, 405, true]);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.glb');
    const full = await failure(makeApi().call(defineEndpoint({ method: 'POST', path: '/repo/upload-full', multipart: true, reply: z.unknown() }), { body: form }));
    expect([full.status, full.upgrade]).toEqual([413, true]);
    const other = await failure(makeApi().repo({ method: 'GET', path: '/repo/code405' }));
    expect(other.upgrade).toBe(false);
    // A caller's handled 405 is its own refusal, but the plan's is shown all the same; a silent call shows nothing.
    await failure(makeApi().repo({ method: 'POST', path: '/repo/plan-refused', handle: [405] }));
    await failure(makeApi().repo({ method: 'POST', path: '/repo/plan-refused', silent: true }));
    expect(notes.shown).toEqual([
      { kind: 'warning', message: 'No permission at the moment, you can upgrade your subscription plan', title: undefined, action: { label: '升级', route: '/subscription' } },
      { kind: 'warning', message: 'Space usage at maximum', title: undefined, action: { label: 'Upgrade', route: '/subscription' } },
      { kind: 'warning', message: 'Method not allowed here', title: undefined },
      { kind: 'warning', message: 'No permission at the moment, you can upgrade your subscription plan', title: undefined, action: { label: 'Upgrade', route: '/subscription' } },
    ]);
  });

  it('codes the caller handles show nothing but still reject', async () => {
    const error = await failure(makeApi().repo({ method: 'GET', path: '/repo/code409', handle: [409] }));
    expect(error.code).toBe(409);
    expect(notes.shown).toEqual([]);
  });

  it('a multipart call leaves the codes it handles to the caller, as other calls do', async () => {
    const endpoint = defineEndpoint({ method: 'POST', path: '/repo/upload-refused', multipart: true, reply: z.unknown() });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.csv');
    const handled = await failure(makeApi().call(endpoint, { body: form }, { handle: [405] }));
    expect([handled.code, handled.data]).toEqual([405, { refusals: [{ line: 3, message: 'Line 3: bad' }], total: 1 }]);
    expect(notes.shown).toEqual([]);
    await failure(makeApi().call(endpoint, { body: form }));
    expect(notes.shown).toHaveLength(1);
  });

  it('a multipart call sends its query in the address (upload?ratio&productType of model lightweighting)', async () => {
    const endpoint = defineEndpoint({ method: 'POST', path: '/repo/upload', multipart: true, query: z.object({ ratio: z.number(), productType: z.number(), merge: z.string().optional() }), reply: z.unknown() });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(16)]), 'a.png');
    const data = await makeApi().call(endpoint, { query: { ratio: 0.25, productType: 1, merge: undefined }, body: form });
    expect(data).toMatchObject({ multipart: true, hasFile: true });
    expect(seen[0].url).toBe('/cloud/api/repo/upload?ratio=0.25&productType=1');
  });

  it('500: passed to the error path with no message', async () => {
    const error = await failure(makeApi().repo({ method: 'GET', path: '/repo/code500' }));
    expect(error.code).toBe(500);
    expect(error.serverMessage).toBe('boom');
    expect(notes.shown).toEqual([]);
  });

  it('null code: "request failed" titled system anomaly', async () => {
    const error = await failure(makeApi().repo({ method: 'GET', path: '/repo/codeNull' }));
    expect(error.code).toBeNull();
    expect(notes.shown).toEqual([{ kind: 'error', message: 'Request failed', title: 'System anomaly' }]);
  });
});

describe('system codes (kfSysCode)', () => {
  const expected: Record<number, string> = {
    101: 'User not found',
    102: 'User or password input error',
    200: 'Single sign-on login is closed',
    201: 'Single sign-on user not found',
    202: 'Single sign-on user or password input error',
    304: 'Mobile-app login failed: unknown service',
    999: 'System anomaly',
  };
  for (const [code, message] of Object.entries(expected)) {
    it(`${code}: translated warning, session kept`, async () => {
      const error = await failure(makeApi().repo({ method: 'GET', path: '/repo/sys', query: { code } }));
      expect(error.sysCode).toBe(Number(code));
      expect(notes.shown).toEqual([{ kind: 'warning', message, title: undefined }]);
      expect(cleared).toEqual([]);
      expect(navigations).toEqual([]);
    });
  }

  for (const code of [103, 104, 106]) {
    it(`${code}: clears the session and goes to the root route`, async () => {
      const error = await failure(makeApi().repo({ method: 'GET', path: '/repo/sys', query: { code } }));
      expect(error.sysCode).toBe(code);
      expect(notes.shown[0].kind).toBe('warning');
      expect(notes.shown[0].message).toBe(apiLocales.en[`api.sys.${code}` as 'api.sys.103']);
      expect(cleared).toEqual(['forced']);
      expect(navigations).toEqual(['root']);
    });
  }

  it('the same system warning within one second is shown once, later again', async () => {
    const api = makeApi();
    await failure(api.repo({ method: 'GET', path: '/repo/sys', query: { code: 102 } }));
    clock += 999;
    await failure(api.repo({ method: 'GET', path: '/repo/sys', query: { code: 102 } }));
    await failure(api.repo({ method: 'GET', path: '/repo/sys', query: { code: 101 } }));
    expect(notes.shown.map((n) => n.message)).toEqual(['User or password input error', 'User not found']);
    clock += 1000;
    await failure(api.repo({ method: 'GET', path: '/repo/sys', query: { code: 102 } }));
    expect(notes.shown).toHaveLength(3);
  });

  it('uses the translator for the active language', async () => {
    const api = makeApi({ translate: (key) => (apiLocales['zh-CN'] as Record<string, string>)[key] ?? key });
    await failure(api.repo({ method: 'GET', path: '/repo/sys', query: { code: 104 } }));
    expect(notes.shown[0].message).toBe('账号已在其他设备登录，您已被强制下线');
  });
});

describe('HTTP statuses', () => {
  it('status 0 (nothing listening): check network connections', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(makeApi({ baseUrl: `http://127.0.0.1:${port}/cloud` }).repo({ method: 'GET', path: '/repo/ok' }));
    expect(error.status).toBe(0);
    expect(error.code).toBe(500);
    expect(notes.shown).toEqual([{ kind: 'error', message: 'Please check network connections', title: undefined }]);
  });

  it('401: login timed out and back to the root route', async () => {
    const error = await failure(makeApi().repo({ method: 'GET', path: '/repo/http401' }));
    expect(error.status).toBe(401);
    expect(notes.shown[0]).toEqual({ kind: 'warning', message: 'Login timed out', title: undefined });
    expect(cleared).toEqual(['timeout']);
    expect(navigations).toEqual(['root']);
  });

  it('other statuses with a request id: the id in brackets and the server message', async () => {
    const error = await failure(makeApi().repo({ method: 'GET', path: '/repo/http502-id' }));
    expect(error.status).toBe(502);
    expect(error.requestId).toBe('req-42');
    expect(notes.shown[0]).toEqual({ kind: 'error', message: '[req-42] upstream down', title: undefined });
  });

  it('a refusal carried in an envelope follows the reply-code catalogue (HTTP 409 / code 409, HTTP 400 / code 405 with field errors)', async () => {
    const conflict = await failure(makeApi().repo({ method: 'POST', path: '/repo/http409', body: {} }));
    expect(conflict.code).toBe(409);
    expect(conflict.status).toBe(409);
    expect(conflict.data).toEqual({ latestVersion: 3 });
    const refused = await failure(makeApi().repo({ method: 'POST', path: '/repo/http400-fields', body: {} }));
    expect(refused.code).toBe(405);
    expect(refused.fieldErrors).toEqual({ phone: 'Enter an 11-digit mobile number' });
    expect(notes.shown.map((n) => [n.kind, n.message])).toEqual([
      ['warning', 'Scene modified by others'],
      ['warning', 'Check the fields'],
    ]);
  });

  it('other statuses without one: sending request failed plus the response', async () => {
    const error = await failure(makeApi().repo({ method: 'GET', path: '/repo/http503-text' }));
    expect(error.status).toBe(503);
    expect(notes.shown[0].message).toBe('Sending request failed: Service Unavailable');
  });
});

describe('files', () => {
  it('download: named from content-disposition (filename* wins)', async () => {
    const file = await makeApi().download({ method: 'GET', path: '/repo/export' });
    expect(file.name).toBe('场景.kzs');
    expect(await file.blob.text()).toBe('KZS-BYTES');
  });

  it("download: the request's fileName overrides the header", async () => {
    const file = await makeApi().download({ method: 'GET', path: '/repo/export', fileName: 'mine.kzs' });
    expect(file.name).toBe('mine.kzs');
  });

  it('repo call answered with content-disposition resolves as a file', async () => {
    const file = await makeApi().repo<{ name: string; blob: Blob }>({ method: 'GET', path: '/repo/export' });
    expect(file.name).toBe('场景.kzs');
  });

  it('upload: multipart with the token, progress from 0 to 1, then idle', async () => {
    const api = makeApi();
    const stream: (number | undefined)[] = [];
    api.onDidUploadProgress.subscribe((value) => stream.push(value));
    const progress: number[] = [];
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2048)]), 'a.png');
    const data = await api.upload<{ multipart: boolean; hasFile: boolean }>('/repo/upload', form, (value) => progress.push(value));
    expect(data).toMatchObject({ multipart: true, hasFile: true });
    expect(seen[0].headers.authentication).toBe('tok-123');
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(stream[0]).toBeUndefined();
    expect(stream.at(-1)).toBeUndefined();
    expect(stream).toContain(1);
  });
});

describe('import-scene-resource (spec 000 §7: code 200 with data[0] { uuid, pubResUuid })', () => {
  it('an upload answered with code 200 and the resource rows resolves with the rows and shows nothing', async () => {
    const form = new FormData();
    form.append('scene', 's-1');
    form.append('file', new Blob([new Uint8Array(16)]), 'a.png');
    const rows = await makeApi().upload<{ uuid: string; pubResUuid: string }[]>('/repo/kf-scene/import-scene-resource', form);
    expect(rows[0]).toMatchObject({ uuid: 'r-1', pubResUuid: 'p-1' });
    expect(notes.shown).toEqual([]);
  });

  it('a code-200 reply of another shape is still a failure with the server message', async () => {
    const error = await failure(makeApi().repo({ method: 'GET', path: '/repo/code200-other' }));
    expect(error.code).toBe(200);
    expect(notes.shown).toEqual([{ kind: 'warning', message: 'Odd reply', title: undefined }]);
  });
});

describe('silent probes', () => {
  it('show no message but still reject, and still end a forced session', async () => {
    const api = makeApi();
    await failure(api.repo({ method: 'GET', path: '/repo/http503-text', silent: true }));
    await failure(api.repo({ method: 'GET', path: '/repo/sys', query: { code: 104 }, silent: true }));
    expect(notes.shown).toEqual([]);
    expect(cleared).toEqual(['forced']);
  });

  it('a fetch wrapper installed after the service was made (by a plugin) never sees its requests or the Authentication header', async () => {
    const api = makeApi({ token: () => 'secret-token' });
    const seenByWrapper: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      seenByWrapper.push(`${String(input)} ${JSON.stringify(init?.headers ?? {})}`);
      return original(input, init);
    }) as typeof fetch;
    try {
      const reply = await api.repo<{ auth: string | null }>({ method: 'GET', path: '/repo/ok' });
      expect(reply.auth).toBe('secret-token');
      expect(seenByWrapper).toEqual([]);
    } finally {
      globalThis.fetch = original;
    }
  });
});
