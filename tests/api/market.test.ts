// The market (issue 31, docs/market.md): upload and sync states, keyword search (CJK by substring), the screen's
// filters, what anyone may see and copy, paging edges and generated bad input, on both databases.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { SaveSceneReply, SceneRow } from '../../sdk/contract/scene.js';
import type { MarketPage, MarketScene, MarketSyncVo } from '../../sdk/contract/market.js';
import type { PublishLinkVo } from '../../sdk/contract/publish-link.js';
import { describeBackends, ok, type ApiClient, type TestApi } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';

const MARKET = '/repo/kf-project/get-all-market';
const UPLOAD = '/repo/kf-scene/mk/upload-to-market';

/** A scene whose logic section holds the editor's workspace, naming one asset. */
function contentWith(tag: string): string {
  const doc = JSON.parse(sceneContent(1, tag)) as Record<string, unknown>;
  doc.logic = { code: `scene.log("${tag}")`, xml: '<xml>SECRET-WORKSPACE</xml>', codeBackup: 'SECRET-BACKUP', xmlBackup: '' };
  (doc.nodes as Record<string, { props: Record<string, unknown> }>).m0.props.texture = 'tex/a.png';
  return JSON.stringify(doc);
}

async function save(u: SceneUser, name: string, tag: string, uuid?: string, version?: number): Promise<SaveSceneReply> {
  return ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', {
    uuid: uuid ?? null, projectUuid: u.projectUuid, name, content: contentWith(tag), version, logicXml: '<xml>SECRET-LOGIC-XML</xml>',
  }));
}

async function upload(u: SceneUser, sceneUuid: string, query: Record<string, string> = {}, action = 'upload'): Promise<MarketSyncVo> {
  return ok(await u.client.repo<MarketSyncVo>('GET', `${UPLOAD}/${sceneUuid}/${action}`, undefined, query));
}

async function market(client: ApiClient, query: Record<string, string | number>): Promise<MarketPage> {
  return ok(await client.repo<MarketPage>('GET', MARKET, undefined, query));
}

const titles = (page: MarketPage) => page.rows.map((r) => r.title).sort();

describeBackends('market', (api: TestApi) => {
  it('uploads a saved scene, shows the sync states and syncs a changed one', async () => {
    const u = await newSceneUser(api);
    const scene = await save(u, 'Sync harbour', 'v1');
    const states = () => u.client.repo<MarketSyncVo[]>('GET', `/repo/kf-market/sync-states/${u.projectUuid}`).then(ok);
    expect((await states()).map((s) => s.state)).toEqual(['notUploaded']);
    expect((await u.client.repo('GET', `${UPLOAD}/${scene.uuid}/sync`)).status).toBe(400);
    const up = await upload(u, scene.uuid, { allowCopy: 'true', description: 'A harbour at dusk' });
    expect(up).toMatchObject({ state: 'synced', version: scene.version, latestVersion: scene.version, allowCopy: true, description: 'A harbour at dusk' });
    const edited = await save(u, 'Sync harbour', 'v2', scene.uuid, scene.version);
    expect((await states())[0]).toMatchObject({ state: 'changeNotSynchronised', version: scene.version, latestVersion: edited.version });
    // The market still shows the uploaded version until the owner syncs.
    expect(ok(await api.anon.repo<MarketScene>('GET', `/repo/kf-scene/loadMkScene/${up.marketId}`)).content).toContain('v10');
    expect(await upload(u, scene.uuid, {}, 'sync')).toMatchObject({ state: 'synced', version: edited.version, allowCopy: true, description: 'A harbour at dusk' });
    expect(ok(await api.anon.repo<MarketScene>('GET', `/repo/kf-scene/loadMkScene/${up.marketId}`)).content).toContain('v20');
    // The market's link is one of the owner's publish links, listed, fixed at the synced version.
    const links = ok(await u.client.repo<{ rows: PublishLinkVo[] }>('GET', '/repo/kf-publish-link/artist-links', undefined, { sceneUuid: scene.uuid })).rows;
    expect(links.map((l) => [l.linkUuid, l.version, l.listed])).toEqual([[up.marketId, edited.version, true]]);
    expect(await upload(u, scene.uuid, {}, 'withdraw')).toMatchObject({ state: 'notUploaded', marketId: null });
    expect((await api.anon.repo('GET', `/repo/kf-scene/loadMkScene/${up.marketId}`)).status).toBe(404);
  });

  it('finds scenes by keyword: words in any order, English stems on PostgreSQL, Chinese by substring', async () => {
    const u = await newSceneUser(api);
    const tag = `k${Date.now().toString(36)}`;
    const a = await save(u, `${tag} Red Factory Floor`, 'a');
    const b = await save(u, `${tag} 北京数字孪生工厂`, 'b');
    const c = await save(u, `${tag} Blue warehouse`, 'c');
    await upload(u, a.uuid);
    await upload(u, b.uuid, { description: '智慧园区 演示' });
    await upload(u, c.uuid, { description: 'floor plan 50% done_ok' });
    const find = async (keyWord: string) => titles(await market(api.anon, { keyWord: `${tag} ${keyWord}` }));
    expect(await find('factory')).toEqual([`${tag} Red Factory Floor`]);
    expect(await find('floor red')).toEqual([`${tag} Red Factory Floor`]);
    expect(await find('FLOOR')).toEqual([`${tag} Blue warehouse`, `${tag} Red Factory Floor`]);
    expect(await find('工厂')).toEqual([`${tag} 北京数字孪生工厂`]);
    expect(await find('数字孪生')).toEqual([`${tag} 北京数字孪生工厂`]);
    expect(await find('园区')).toEqual([`${tag} 北京数字孪生工厂`]);
    expect(await find('孪')).toEqual([`${tag} 北京数字孪生工厂`]);
    expect(await find('50%')).toEqual([`${tag} Blue warehouse`]);
    expect(await find('_ok')).toEqual([`${tag} Blue warehouse`]);
    expect(await find('5_%')).toEqual([]);
    expect(await find('"factory" OR NEAR(x) * ^')).toEqual([]);
    if (api.backend === 'postgres') expect(await find('factories')).toEqual([`${tag} Red Factory Floor`]);
  });

  it('filters All, I uploaded it, this week (Monday to Sunday) and this month, and sorts by likes', async () => {
    const u = await newSceneUser(api);
    const other = await newSceneUser(api);
    const tag = `w${Date.now().toString(36)}`;
    // Wednesday 2026-11-25 12:00 UTC: the week is Monday 23rd to Sunday 29th.
    api.clock.set(Date.UTC(2026, 10, 25, 12));
    try {
      const s1 = await save(u, `${tag} this week`, 'a');
      await upload(u, s1.uuid);
      api.clock.set(Date.UTC(2026, 10, 22, 23)); // Sunday before: last week, this month
      const s2 = await save(u, `${tag} last week`, 'b');
      await upload(u, s2.uuid);
      api.clock.set(Date.UTC(2026, 9, 30, 12)); // October
      const s3 = await save(other, `${tag} october`, 'c');
      const up3 = await upload(other, s3.uuid);
      api.clock.set(Date.UTC(2026, 10, 29, 22)); // Sunday evening of the same week
      const client = (await api.login(u.username, 'Passw0rd!x')).withLocale('en'); // a session of this moment
      const q = (filter: string, extra: Record<string, string | number> = {}) => market(client, { keyWord: tag, filter, ...extra });
      expect(titles(await q('all'))).toEqual([`${tag} last week`, `${tag} october`, `${tag} this week`]);
      expect(titles(await q('week'))).toEqual([`${tag} this week`]);
      expect(titles(await q('month'))).toEqual([`${tag} last week`, `${tag} this week`]);
      expect(titles(await q('mine'))).toEqual([`${tag} last week`, `${tag} this week`]);
      expect((await q('mine')).rows.every((r) => r.mine)).toBe(true);
      // In UTC+8 it is already Monday 30th: a new week, with nothing uploaded yet.
      expect(titles(await q('week', { tzOffset: 480 }))).toEqual([]);
      expect(titles(await q('all', { startDate: '2026-11-23', endDate: '2026-11-29' }))).toEqual([`${tag} this week`]);
      expect((await api.anon.repo('GET', MARKET, undefined, { filter: 'mine' })).status).toBe(403);
      // Likes show on the cards and sort them.
      ok(await client.repo('GET', '/repo/kf-publish-link/like', undefined, { linkUuid: up3.marketId! }));
      const byLikes = await q('all', { sortBy: 'likes' });
      expect(byLikes.rows[0]).toMatchObject({ title: `${tag} october`, likes: 1, mine: false, createdBy: other.username });
    } finally {
      api.clock.set(undefined);
    }
  });

  it('shows nobody a scene that is not open on the market, and copies only what allows copying', async () => {
    const owner = await newSceneUser(api);
    const visitor = await newSceneUser(api);
    const tag = `z${Date.now().toString(36)}`;
    ok(await owner.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: owner.projectUuid, assets: [
      { name: 'tex/a.png', content: Buffer.from('png!').toString('base64') },
      { name: 'private/other.json', content: Buffer.from('secret').toString('base64') },
    ] }));
    const unpublished = await save(owner, `${tag} never uploaded`, 'n');
    // Published as a link, even listed publicly, but not uploaded to the market.
    ok(await owner.client.repo('POST', '/repo/kf-publish-link/upsert', { sceneUuid: unpublished.uuid, listed: true }));
    const noCopy = await save(owner, `${tag} no copy`, 'x');
    const copyable = await save(owner, `${tag} copyable`, 'y');
    const upNo = await upload(owner, noCopy.uuid);
    const upYes = await upload(owner, copyable.uuid, { allowCopy: 'true' });
    for (const client of [api.anon, visitor.client, owner.client]) {
      expect(titles(await market(client, { keyWord: tag }))).toEqual([`${tag} copyable`, `${tag} no copy`]);
      expect(titles(ok(await client.repo<MarketPage>('GET', '/repo/kf-scene/findAll/1', undefined, { name1: 'keyWord', value1: tag })))).toEqual([`${tag} copyable`, `${tag} no copy`]);
    }
    // What loadMkScene gives: the uploaded version, no designer data, no ids of the owner.
    const seen = ok(await visitor.client.repo<MarketScene>('GET', `/repo/kf-scene/loadMkScene/${upYes.marketId}`));
    const text = JSON.stringify(seen);
    for (const secret of ['SECRET', owner.id, owner.projectUuid, copyable.uuid, owner.username]) expect(text).not.toContain(secret);
    expect(Object.keys(seen).sort()).toEqual(['allowCopy', 'content', 'data', 'logic', 'marketId', 'shortKey', 'title', 'version', 'visit', 'visitExpiresAt']);
    // Copy: refused without allowCopy, into a foreign project, or anonymously; allowed with it, with the named asset only.
    const copy = (client: ApiClient, marketId: string, projectUuid: string) => client.repo<SceneRow>('POST', '/repo/kf-market/copy-scene', { marketId, projectUuid });
    const refused = await copy(visitor.client, upNo.marketId!, visitor.projectUuid);
    expect([refused.status, refused.msg]).toEqual([403, 'The author of this scene does not allow copying it.']);
    expect((await copy(visitor.client, upYes.marketId!, owner.projectUuid)).status).toBe(404);
    expect((await copy(api.anon, upYes.marketId!, visitor.projectUuid)).status).toBe(401);
    const copied = ok(await copy(visitor.client, upYes.marketId!, visitor.projectUuid));
    expect(copied.name).toBe(`${tag} copyable`);
    const loaded = ok(await visitor.client.repo<{ content: string }>('GET', `/repo/kf-scene/loadScene/${copied.uuid}`));
    expect(loaded.content).toContain('y0');
    const assets = ok(await visitor.client.repo<{ exists: string[] } | string[]>('POST', '/repo/kf-scene/isAssetsExist', { projectUuid: visitor.projectUuid, names: ['tex/a.png', 'private/other.json'] }));
    expect(JSON.stringify(assets)).toContain('tex/a.png');
    expect(JSON.stringify(assets)).not.toContain('private/other.json');
    // Closed in any way: taken down, a password, binned: gone from every market call, for everyone.
    const hidden = async () => {
      expect(titles(await market(visitor.client, { keyWord: tag }))).toEqual([`${tag} copyable`]);
      expect((await visitor.client.repo('GET', `/repo/kf-scene/loadMkScene/${upNo.marketId}`)).status).toBe(404);
    };
    ok(await owner.client.repo('POST', '/repo/kf-publish-link/take-down', { linkUuid: upNo.marketId }));
    await hidden();
    ok(await owner.client.repo('POST', '/repo/kf-publish-link/republish', { linkUuid: upNo.marketId }));
    ok(await owner.client.repo('POST', '/repo/kf-publish-link/upsert', { linkUuid: upNo.marketId, password: 'secret-1' }));
    await hidden();
    ok(await owner.client.repo('POST', '/repo/kf-publish-link/upsert', { linkUuid: upNo.marketId, password: null }));
    ok(await owner.client.repo('GET', `/repo/kf-scene/deleteScene/${noCopy.uuid}`));
    await hidden();
    // Another user cannot upload, sync or withdraw the owner's scene, nor read the owner's project's states.
    for (const action of ['upload', 'sync', 'withdraw']) expect((await visitor.client.repo('GET', `${UPLOAD}/${copyable.uuid}/${action}`)).status).toBe(404);
    expect((await visitor.client.repo('GET', `/repo/kf-market/sync-states/${owner.projectUuid}`)).status).toBe(404);
    expect((await owner.client.repo<MarketSyncVo[]>('GET', `/repo/kf-market/sync-states/${owner.projectUuid}`)).data.find((s) => s.sceneUuid === copyable.uuid)?.state).toBe('synced');
    // get-des-projects lists the owner's project with its open scenes only.
    const projects = ok(await visitor.client.repo<{ uuid: string; sceneCount: number }[]>('GET', '/repo/kf-market/get-des-projects'));
    expect(projects.find((p) => p.uuid === owner.projectUuid)?.sceneCount).toBe(1);
    expect(projects.some((p) => p.uuid === visitor.projectUuid)).toBe(false);
  });

  it('pages to the edges and refuses bad pages', async () => {
    const u = await newSceneUser(api);
    const tag = `p${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i++) await upload(u, (await save(u, `${tag} ${i}`, `p${i}`)).uuid);
    const page = (p: number, size: number) => market(api.anon, { keyWord: tag, page: p, pageSize: size, sortBy: 'createdAt' });
    expect((await page(1, 2)).pageInfo).toEqual({ pageNo: 1, pageSize: 2, totalRows: 5, total: 3 });
    expect((await page(3, 2)).rows.length).toBe(1);
    expect((await page(4, 2)).rows).toEqual([]);
    expect((await page(1, 100)).rows.length).toBe(5);
    const seen = [...(await page(1, 2)).rows, ...(await page(2, 2)).rows, ...(await page(3, 2)).rows].map((r) => r.title);
    expect(new Set(seen).size).toBe(5);
    expect((await market(api.anon, { keyWord: tag })).pageInfo.pageSize).toBe(10);
    for (const bad of [{ page: 0 }, { page: 10_001 }, { pageSize: 0 }, { pageSize: 101 }, { page: 'x' }, { sortBy: 'name' }, { filter: 'year' }, { startDate: '2026-13' }, { keyWord: 'x'.repeat(101) }]) {
      expect((await api.anon.repo('GET', MARKET, undefined, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await api.anon.repo('GET', '/repo/kf-scene/findAll/0')).status).toBe(400);
    expect((await api.anon.repo('GET', '/repo/kf-scene/findAll/1', undefined, { name1: 'keyWord' })).status).toBe(400);
    expect((await api.anon.repo('GET', '/repo/kf-scene/findAll/1', undefined, { name1: 'allowCopy', value1: 'maybe' })).status).toBe(400);
    expect((await api.anon.repo('GET', '/repo/kf-scene/findAll/1', undefined, { name1: 'password', value1: 'x' })).status).toBe(400);
    expect(ok(await api.anon.repo<MarketPage>('GET', '/repo/kf-scene/findAll/2', undefined, { name1: 'keyWord', value1: tag, pageSize: 3 })).rows.length).toBe(2);
  });

  it('answers generated bad input with 400, never a failure', async () => {
    const u = await newSceneUser(api);
    const text = fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.constantFrom('"', '*', 'NEAR(', '%', '\\', 'OR', '^a', '-1', '1e3', ''));
    const keys = ['keyWord', 'page', 'pageSize', 'sortBy', 'filter', 'startDate', 'endDate', 'category', 'group', 'createdBy', 'allowCopy', 'isCustomer', 'tzOffset'];
    await fc.assert(fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), text, { maxKeys: 4 }), async (query) => {
      const reply = await u.client.repo('GET', MARKET, undefined, query);
      expect([200, 400], `${JSON.stringify(query)} → ${reply.status} ${reply.msg}`).toContain(reply.status);
    }), { numRuns: 60 });
    await fc.assert(fc.asyncProperty(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), async (a, b) => {
      const reply = await u.client.repo('GET', `${UPLOAD}/${encodeURIComponent(a || 'x')}/${encodeURIComponent(b || 'y')}`);
      expect([400, 404], `${a}/${b} → ${reply.status} ${reply.msg}`).toContain(reply.status);
      const copy = await u.client.repo('POST', '/repo/kf-market/copy-scene', { marketId: a, projectUuid: b, name: a });
      expect([400, 404]).toContain(copy.status);
    }), { numRuns: 30 });
  });
});
