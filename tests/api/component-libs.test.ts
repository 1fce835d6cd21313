// Component libraries (issue 31, docs/market.md): share a component with its materials and assets, submit, approve
// by a manager, find and insert it; the authorisation matrix, limits and generated bad input, on both databases.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { ComponentLibDetail, ComponentLibVo, ComponentVo, UsedComponent } from '../../sdk/contract/component-lib.js';
import { describeBackends, ok, type ApiClient, type TestApi } from './support/server.js';
import { newSceneUser, type SceneUser } from './scenes-fixtures.js';

const LIBS = '/repo/kf-project/findComponentLibs';

/** A component document: a transform holding a mesh that names a material and a texture asset. */
function componentContent(tag: string): string {
  const node = (id: string, type: string, parent: string, name: string, props: Record<string, unknown>, children: string[] = []) => ({ id, type, parent, name, props, children });
  return JSON.stringify({
    format: 'scene-document', version: 1, exposed: [], animations: [], externalResources: [],
    logic: { code: 'SECRET-CODE', xml: '', codeBackup: '', xmlBackup: '' },
    nodes: {
      scene: node('scene', 'Scene', '', 'Scene', {}, ['top', 'materials']),
      top: node('top', 'TransformNode', 'scene', `${tag} pump`, {}, ['body']),
      body: node('body', 'Mesh', 'top', 'Body', { material: 'mat1', texture: 'tex/pump.png' }),
      materials: node('materials', 'MaterialLibrary', 'scene', 'Materials', {}, ['mat1']),
      mat1: node('mat1', 'PBRMaterial', 'materials', 'Steel', { metallic: 1 }),
    },
  });
}

async function newLib(u: SceneUser, name: string): Promise<string> {
  return ok(await u.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name, componentLib: true })).uuid;
}

function share(u: SceneUser, libUuid: string, name: string, content: string) {
  return u.client.repo<ComponentVo>('POST', '/repo/kf-di-data/share-component', { libUuid, projectUuid: u.projectUuid, name, content });
}

/** The spec's /v review calls. */
function reviewV(client: ApiClient, method: string, uuid: string) {
  return client.app<{ status: string }>('/v', { server: 'scene', method, params: [uuid] });
}

/** The declared twins of the /v review calls (what the designer's panel calls). */
const DECLARED: Record<string, string> = {
  submitComponent: '/repo/kf-project/submitComponentLib', approveComponent: '/repo/kf-project/approveComponentLib', unapproveComponent: '/repo/kf-project/unapproveComponentLib',
};
function reviewDeclared(client: ApiClient, method: string, uuid: string) {
  return client.repo<{ status: string }>('POST', DECLARED[method], { uuid });
}


const libs = async (client: ApiClient, scope: string) => ok(await client.repo<ComponentLibVo[]>('GET', LIBS, undefined, { scope })).map((l) => l.name);

describeBackends('component libraries', (api: TestApi) => {
  for (const [via, review] of [['/v', reviewV], ['the declared endpoints', reviewDeclared]] as const) it(`shares a component, has it approved by a manager (through ${via}), and inserts it with its assets elsewhere`, async () => {
    const owner = await newSceneUser(api);
    const other = await newSceneUser(api);
    const manager = await api.newUser({ manager: true });
    const tag = `c${Date.now().toString(36)}`;
    ok(await owner.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: owner.projectUuid, assets: [
      { name: 'tex/pump.png', content: Buffer.from('png!').toString('base64') },
      { name: 'tex/unused.png', content: Buffer.from('nope').toString('base64') },
    ] }));
    const lib = await newLib(owner, `${tag} lib`);
    expect(ok(await owner.client.repo<{ allow: boolean; count: number }>('GET', '/repo/kf-di-data/allow-create-lib'))).toMatchObject({ allow: true, count: 1 });
    // Submitting an empty library is refused.
    expect((await review(owner.client, 'submitComponent', lib)).status).toBe(400);
    const comp = ok(await share(owner, lib, `${tag} pump`, componentContent(tag)));
    // A draft: its owner sees it; nobody else does (the same 404 as a missing one), not even its component.
    expect(await libs(owner.client, 'mine')).toEqual([`${tag} lib`]);
    expect((await other.client.repo('GET', '/repo/kf-project/findComponentLib', undefined, { uuid: lib })).status).toBe(404);
    const use = (u: SceneUser) => u.client.repo<UsedComponent>('POST', '/repo/kf-di-data/use-component', { componentId: comp.id, projectUuid: u.projectUuid });
    expect((await use(other)).status).toBe(404);
    // Submitted: a manager sees it for review; a non-manager cannot list the review nor approve.
    expect(ok(await review(owner.client, 'submitComponent', lib)).status).toBe('submitted');
    expect((await other.client.repo('GET', LIBS, undefined, { scope: 'review' })).status).toBe(403);
    expect(await libs(manager.client, 'review')).toContain(`${tag} lib`);
    for (const client of [owner.client, other.client]) expect((await review(client, 'approveComponent', lib)).status).toBe(403);
    expect(await libs(other.client, 'approved')).not.toContain(`${tag} lib`);
    expect(ok(await review(manager.client, 'approveComponent', lib)).status).toBe('approved');
    // Approved: everyone signed in finds it and its component, and inserts it.
    const found = ok(await other.client.repo<ComponentLibDetail>('GET', '/repo/kf-project/findComponentLib', undefined, { uuid: lib }));
    expect(found).toMatchObject({ status: 'approved', mine: false, official: false, componentCount: 1, createdBy: owner.username });
    expect(found.components.map((c) => c.name)).toEqual([`${tag} pump`]);
    const used = ok(await use(other));
    const doc = JSON.parse(used.content) as { nodes: Record<string, { props: Record<string, unknown> }>; logic: { code: string } };
    expect(Object.keys(doc.nodes).sort()).toEqual(['body', 'mat1', 'materials', 'scene', 'top']);
    expect(doc.logic.code).toBe('');
    const assets = JSON.stringify(ok(await other.client.repo('POST', '/repo/kf-scene/isAssetsExist', { projectUuid: other.projectUuid, names: ['tex/pump.png', 'tex/unused.png'] })));
    expect(assets).toContain('tex/pump.png');
    expect(assets).not.toContain('tex/unused.png');
    // Into a foreign project: 404; anonymously: 401.
    expect((await other.client.repo('POST', '/repo/kf-di-data/use-component', { componentId: comp.id, projectUuid: owner.projectUuid })).status).toBe(404);
    expect((await api.anon.repo('POST', '/repo/kf-di-data/use-component', { componentId: comp.id, projectUuid: other.projectUuid })).status).toBe(401);
    // A new component sends the library back to review; unapproved, it is its owner's only again.
    ok(await share(owner, lib, `${tag} valve`, componentContent(`${tag}v`)));
    expect(await libs(other.client, 'approved')).not.toContain(`${tag} lib`);
    ok(await review(manager.client, 'approveComponent', lib));
    expect(await libs(other.client, 'approved')).toContain(`${tag} lib`);
    ok(await review(manager.client, 'unapproveComponent', lib));
    expect(await libs(other.client, 'approved')).not.toContain(`${tag} lib`);
    expect((await use(other)).status).toBe(404);
  });

  it("labels a system administrator's library 'Artist Official' and refuses what is not a component", async () => {
    const manager = await api.newUser({ manager: true });
    const m: SceneUser = { id: manager.id, username: manager.username, client: manager.client.withLocale('en'), projectUuid: ok(await manager.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'P' })).uuid };
    const lib = await newLib(m, 'Official parts');
    ok(await share(m, lib, 'Part', componentContent('o')));
    ok(await reviewDeclared(m.client, 'approveComponent', lib));
    const listed = ok(await m.client.repo<ComponentLibVo[]>('GET', LIBS, undefined, { scope: 'approved' })).find((l) => l.uuid === lib);
    expect(listed).toMatchObject({ official: true, mine: true });
    const two = JSON.parse(componentContent('t')) as { nodes: Record<string, { children: string[] }> };
    two.nodes.scene.children.push('body');
    const cycle = JSON.parse(componentContent('c')) as { nodes: Record<string, { children: string[] }> };
    cycle.nodes.body.children.push('top');
    for (const content of ['', 'not json', '{"format":"scene-document","nodes":{}}', JSON.stringify(two), JSON.stringify(cycle)]) {
      const refused = await share(m, lib, 'Bad', content);
      expect([refused.status, refused.msg]).toEqual([400, 'This is not a component: it needs one node tree of at most 2000 nodes.']);
    }
  });

  it('answers generated bad input with a clear refusal, never a server error', async () => {
    const u = await newSceneUser(api);
    const lib = await newLib(u, 'Fuzz lib');
    await fc.assert(fc.asyncProperty(
      fc.record({ libUuid: fc.oneof(fc.constant(lib), fc.string({ maxLength: 80 })), projectUuid: fc.oneof(fc.constant(u.projectUuid), fc.string()), name: fc.string({ maxLength: 300 }), content: fc.oneof(fc.json(), fc.string()) }, { requiredKeys: [] }),
      fc.oneof(fc.constant('review'), fc.constant('bogus'), fc.string({ maxLength: 40 })),
      async (body, scope) => {
        const shared = await u.client.repo('POST', '/repo/kf-di-data/share-component', body);
        expect(shared.status).toBeLessThan(500);
        const listed = await u.client.repo('GET', LIBS, undefined, { scope });
        expect([200, 400, 403]).toContain(listed.status);
        const reviewed = await u.client.app('/v', { server: 'scene', method: 'approveComponent', params: [body.libUuid ?? ''] });
        expect(reviewed.status).toBeLessThan(500);
        expect(reviewed.status).not.toBe(200);
        // The declared twins: a non-manager never approves; the owner submits only a library of theirs with a component.
        for (const path of Object.values(DECLARED)) {
          const reply = await u.client.repo('POST', path, body.libUuid === undefined ? body : { uuid: body.libUuid, extra: body.name });
          expect(reply.status).toBeLessThan(500);
          if (!path.endsWith('submitComponentLib')) expect(reply.status).not.toBe(200);
        }
      },
    ), { numRuns: 40 });
  });
});
