import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { defineEndpoint, fillPath, type EndpointInput } from '../../sdk/contract/endpoint.js';
import { declaredEndpoints } from '../../sdk/contract/endpoints/index.js';
import { FindAllScenes, LoadScene, SaveScene } from '../../sdk/contract/endpoints/scene.js';
import { UpdateUserImage } from '../../sdk/contract/endpoints/account.js';
import type { ApiService, CallReply, DownloadedFile } from '../../sdk/index.js';
import { ExportScene } from '../../sdk/contract/endpoints/scene.js';
import { createServer, type RunningServer } from '../../host/server/app.js';
import { loadConfig } from '../../host/server/config.js';
import { serverModules } from '../../host/server/modules/index.js';
import type { RouteKit } from '../../host/server/http/route-kit.js';
import { HttpApiService } from '../../core/services/api/http-api-service.js';

const repoRoot = resolve(import.meta.dirname, '../..');

/** Every non-test source file of the browser side (core, plugins, host/web). */
function browserSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
    }
  };
  for (const dir of ['core', 'plugins', 'host/web/src']) walk(join(repoRoot, dir));
  return files;
}

// A deliberately broken endpoint: its handler replies outside the declared schema (the cast hides it from the compiler).
const Broken = defineEndpoint({ method: 'GET', path: '/repo/contract-test/broken', reply: z.object({ count: z.number() }) });
const brokenModule = (kit: RouteKit) => kit.endpoint(Broken, { resource: 'project', action: 'read', handler: () => ({ count: 'three' }) as never });

describe('endpoint contract', () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kf-contract-'));
    const config = loadConfig({}, { port: 0, host: '127.0.0.1', dataDir, webRoot: join(dataDir, 'no-web'), databaseUrl: undefined, rateLimitPerMinute: 0, checkReplies: true });
    server = await createServer(config, { modules: [...serverModules, brokenModule] });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('mounts every declared endpoint exactly once, from its declaration', () => {
    for (const [name, endpoint] of Object.entries(declaredEndpoints)) {
      const mounted = server.routes.filter((r) => r.def.endpoint === endpoint);
      expect(mounted.length, `${name} (${endpoint.key})`).toBe(1);
      expect(mounted[0].key).toBe(endpoint.key);
      expect(mounted[0].def.params).toBe(endpoint.params);
      expect(mounted[0].def.query).toBe(endpoint.query);
      expect(mounted[0].def.body).toBe(endpoint.body);
    }
  });

  it('leaves no browser call outside a declaration: no string paths of the API, no deprecated call styles', () => {
    const routePaths = server.routes.map((r) => r.def.path.split('/:')[0]).filter((p) => p.length > 1);
    const offences: string[] = [];
    for (const file of browserSources()) {
      const text = readFileSync(file, 'utf8');
      const where = relative(repoRoot, file);
      if (where.startsWith('core/services/api/')) continue; // the api service itself implements the deprecated styles
      if (/\bapi\(\)\.(repo|app|upload|download)\b|\bapi!?\.(repo|app|upload|download)\b/.test(text)) offences.push(`${where}: calls a deprecated api method`);
      for (const literal of text.match(/['`](\/(?:repo|action|v1|sys-env-variable)\/[^'`$?]*)/g) ?? []) {
        const path = literal.slice(1);
        if (routePaths.some((p) => path === p || path.startsWith(`${p}/`))) offences.push(`${where}: names ${path}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('fails a reply outside its declared schema (logged 500, no details), when replies are checked', async () => {
    const login = await (await fetch(`${server.url}/cloud/api/action/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }),
    })).json() as { code: number; data: { token: string } };
    expect(login.code).toBe(0);
    const headers = { Authentication: login.data.token };
    const broken = await fetch(`${server.url}/cloud/api/repo/contract-test/broken`, { headers });
    expect(broken.status).toBe(500);
    expect(JSON.stringify(await broken.json())).not.toContain('three');
    const fine = await (await fetch(`${server.url}/cloud/api/repo/kf-scene/get-delete-count`, { headers })).json() as { code: number; data: unknown };
    expect(fine).toMatchObject({ code: 0, data: 0 });
  });

  it('calls an endpoint from the browser service with the path filled, the query sent and the declared reply', async () => {
    const api = new HttpApiService({ baseUrl: `${server.url}/cloud` });
    const session = await api.call((await import('../../sdk/contract/endpoints/account.js')).Login, { body: { username: 'demo', password: 'Demo@2026!' } });
    const authed = new HttpApiService({ baseUrl: `${server.url}/cloud`, token: () => session.token });
    const project = await authed.call((await import('../../sdk/contract/endpoints/project.js')).GetDefaultProject);
    const scenes = await authed.call(FindAllScenes, { params: { projectId: project.uuid }, query: { category: 'Default' } });
    expect(scenes.length).toBeGreaterThan(0);
    const scene = await authed.call(LoadScene, { params: { id: scenes[0].uuid } });
    expect(scene.uuid).toBe(scenes[0].uuid);
    const file = await authed.call(ExportScene, { params: { id: scene.uuid } });
    expect(file.name).toMatch(/\.kzs$/);
    expect(file.blob.size).toBeGreaterThan(0);
  });

  it('fills path parameters encoded, and refuses a missing one instead of sending "undefined"', () => {
    expect(fillPath('/repo/kf-scene/judgeScene/:projectId/:name', { projectId: 'p 1', name: 'a/b' })).toBe('/repo/kf-scene/judgeScene/p%201/a%2Fb');
    expect(() => fillPath('/repo/kf-scene/loadScene/:id', {})).toThrow(/id/);
  });

  it('infers inputs and replies from the declaration (a mismatch does not compile)', () => {
    const api = {} as ApiService;
    const check = () => {
      expectTypeOf(api.call(LoadScene, { params: { id: 'x' } })).resolves.toHaveProperty('content').toEqualTypeOf<string>();
      expectTypeOf<CallReply<typeof ExportScene>>().toEqualTypeOf<DownloadedFile>();
      expectTypeOf<EndpointInput<typeof UpdateUserImage>>().toEqualTypeOf<unknown & { readonly body: FormData }>();
      // @ts-expect-error: the reply of loadScene is a scene, not a number
      const wrong: Promise<number> = api.call(LoadScene, { params: { id: 'x' } });
      // @ts-expect-error: loadScene's path needs its id
      void api.call(LoadScene, {});
      // @ts-expect-error: saveScene's body needs its content
      void api.call(SaveScene, { body: { uuid: 'x' } });
      return wrong;
    };
    expect(typeof check).toBe('function');
    // On the server, a handler's return value must match the declared reply.
    const serverCheck = (kit: RouteKit) => {
      // @ts-expect-error: the declared reply is an object with a numeric count
      kit.endpoint(Broken, { resource: 'project', action: 'read', handler: () => ({ count: 'three' }) });
      kit.endpoint(Broken, { resource: 'project', action: 'read', handler: () => ({ count: 3 }) });
    };
    expect(typeof serverCheck).toBe('function');
  });
});
