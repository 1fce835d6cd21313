import { beforeAll, describe, expect, it } from 'vitest';
import { authzGroups } from './authz/index.js';
import { idFieldCases, idFieldsOf, ownArchives, ROUTE, valueAt } from './authz/id-fields.js';
import type { AuthzRequest, OwnerIds } from './authz/types.js';
import { describeBackends, type Reply, type TestUser } from './support/server.js';

// A second user must be refused on every endpoint that takes the first user's ids. Every route needing a session
// must be listed in tests/api/authz/* (cases, exempt or pending), so a new endpoint without an entry fails here.

async function send(user: TestUser, request: AuthzRequest): Promise<Reply> {
  if (request.context) return user.client.raw(request.method, `${user.client.context}${request.path}`);
  if (request.upload) return user.client.upload(request.path, request.upload.fields, request.upload.files, { method: request.method === 'PUT' ? 'PUT' : 'POST' });
  return user.client.repo(request.method, request.path, request.body, request.query);
}

describeBackends('authorisation', (api) => {
  it('lists every route that needs a session exactly once, and nothing that does not exist', () => {
    const listed = new Map<string, string>();
    for (const group of authzGroups) {
      for (const key of [...Object.keys(group.cases), ...Object.keys(group.exempt ?? {}), ...Object.keys(group.pending ?? {})]) {
        expect(listed.has(key), `${key} listed twice (${listed.get(key)} and ${group.name})`).toBe(false);
        listed.set(key, group.name);
      }
    }
    const routes = api.server.routes.filter((r) => r.def.auth !== 'none').map((r) => r.key);
    const missing = routes.filter((key) => !listed.has(key));
    expect(missing, `routes without an entry in tests/api/authz: ${missing.join(', ')}`).toEqual([]);
    const stale = [...listed.keys()].filter((key) => !routes.includes(key));
    expect(stale, `entries for routes that do not exist (or need no session): ${stale.join(', ')}`).toEqual([]);
  });

  for (const group of authzGroups) {
    describe(group.name, () => {
      let owner: TestUser;
      let intruder: TestUser;
      let ids: OwnerIds;
      beforeAll(async () => {
        owner = await api.newUser();
        intruder = await api.newUser();
        ids = { userId: owner.id };
        if (group.setup) ids = { ...ids, ...(await group.setup(api, owner, ids)) };
      });
      for (const [key, build] of Object.entries(group.cases)) {
        it(`refuses a second user on ${key}`, async () => {
          const reply = await send(intruder, build(ids));
          expect(reply.code, `${key} answered ${reply.status} ${reply.code} ${reply.msg}`).not.toBe(0);
          // 403/404 only: a 400 would mean the case is malformed and refused for the wrong reason.
          expect([403, 404], `${key} answered ${reply.status} ${reply.msg}`).toContain(reply.status);
          expect(JSON.stringify(reply.body ?? {})).not.toMatch(/Owner /);
          if (group.verify) await group.verify(api, owner, ids);
        });
      }
      for (const [key, why] of Object.entries(group.pending ?? {})) it.todo(`${key}: ${why}`);
    });
  }
});

// Ids in bodies and queries (tests/api/authz/id-fields.ts): every id field of every route is listed, and a request
// made of the intruder's own ids with one field holding the owner's id is refused without touching the owner's rows.
describeBackends('authorisation of ids in bodies and queries', (api) => {
  it('lists every id field of every route that needs a session, and the route cases it relies on send the owner\'s id there', () => {
    const fields = api.server.routes.filter((r) => r.def.auth !== 'none').flatMap((r) => idFieldsOf(r.def).map((f) => `${r.key} ${f}`));
    const missing = fields.filter((key) => !(key in idFieldCases));
    expect(missing, `id fields without an entry in tests/api/authz/id-fields.ts: ${missing.join(', ')}`).toEqual([]);
    const stale = Object.keys(idFieldCases).filter((key) => !fields.includes(key));
    expect(stale, `entries for id fields that do not exist: ${stale.join(', ')}`).toEqual([]);
    const marked = new Proxy({}, { get: (_target, name) => `owner:${String(name)}` }) as OwnerIds;
    for (const [key, entry] of Object.entries(idFieldCases)) {
      if (entry !== ROUTE) continue;
      const [method, path, field] = key.split(' ');
      const build = authzGroups.map((g) => g.cases[`${method} ${path}`]).find(Boolean);
      expect(build, `${key} relies on a route case that does not exist`).toBeDefined();
      expect(JSON.stringify(valueAt(build!(marked), field) ?? null), `${key}: the route case does not send the owner's id in ${field}`).toMatch(/owner:/);
    }
  });

  describe('cases', () => {
    let owner: TestUser;
    let intruder: TestUser;
    let foreign: OwnerIds;
    let own: OwnerIds;
    const setupOf = async (user: TestUser): Promise<OwnerIds> => {
      let ids: OwnerIds = { userId: user.id };
      for (const group of authzGroups) if (group.setup) ids = { ...ids, ...(await group.setup(api, user, ids)) };
      return ids;
    };
    beforeAll(async () => {
      owner = await api.newUser();
      intruder = await api.newUser();
      foreign = await setupOf(owner);
      own = await setupOf(intruder);
      ownArchives.set(own.sceneUuid, new Uint8Array((await intruder.client.repo('GET', `/repo/kf-scene/export-scene/${own.sceneUuid}`)).bytes));
    });
    for (const [key, entry] of Object.entries(idFieldCases)) {
      if (typeof entry === 'string') continue;
      it(`refuses the owner's id in ${key}`, async () => {
        const reply = await send(intruder, entry(foreign, own));
        expect([403, 404], `${key} answered ${reply.status} ${reply.code} ${reply.msg}`).toContain(reply.status);
        for (const group of authzGroups) if (group.verify) await group.verify(api, owner, foreign);
        const db = api.server.db;
        const strays = [
          ...await db.selectFrom('resources').select('uuid').where('user_id', '!=', owner.id)
            .where((eb) => eb.or([eb('scene_uuid', '=', foreign.sceneUuid), eb('project_uuid', '=', foreign.scenesProjectUuid)])).execute(),
          ...await db.selectFrom('scenes').select('uuid').where('user_id', '!=', owner.id).where('project_uuid', '=', foreign.scenesProjectUuid).execute(),
          ...await db.selectFrom('resource_groups').select('id').where('user_id', '!=', owner.id)
            .where((eb) => eb.or([eb('scene_uuid', '=', foreign.sceneUuid), eb('project_uuid', '=', foreign.scenesProjectUuid), eb('parent_id', '=', foreign.groupId)])).execute(),
        ];
        expect(strays, `${key} left another user's rows in the owner's project or scene`).toEqual([]);
      });
    }
  });
});
