import { beforeAll, describe, expect, it } from 'vitest';
import { authzGroups } from './authz/index.js';
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
