// Publish links (issue 27, docs/publishing.md): fixed versions, what a visitor sees, passwords, states, visit counting
// and limits, reactions, the link lists, and generated bad input.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';
import { MONTHLY_VISITS_BY_PLAN, PublishLimits, type LinkCounts, type PublicLinkVo, type PublishedScene, type PublishLinkVo } from '../../sdk/contract/publish-link.js';
import type { PageInfo } from '../../sdk/contract/envelope.js';
import { describeBackends, ok, type ApiClient, type TestApi } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';

const LINK = '/repo/kf-publish-link';
type Page<T> = { rows: T[]; pageInfo: PageInfo };

/** A scene document whose logic section holds the editor's workspace and backups, and one named asset. */
function contentWith(tag: string): string {
  const doc = JSON.parse(sceneContent(1, tag)) as Record<string, unknown>;
  doc.logic = { code: `scene.log("${tag}")`, xml: '<xml>SECRET-WORKSPACE</xml>', codeBackup: 'SECRET-BACKUP', xmlBackup: '<xml>SECRET-XML-BACKUP</xml>' };
  (doc.nodes as Record<string, { props: Record<string, unknown> }>).m0.props.texture = 'tex/a.png';
  return JSON.stringify(doc);
}

async function saveScene(u: SceneUser, tag: string, uuid?: string, version?: number): Promise<SaveSceneReply> {
  return ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', {
    uuid: uuid ?? null, projectUuid: u.projectUuid, name: `Scene ${tag}`, content: contentWith(tag), version,
    logic: `scene.log("${tag}")`, logicXml: '<xml>SECRET-LOGIC-XML</xml>', logicBk: 'SECRET-LOGIC-BK', logicXmlBk: 'SECRET-LOGIC-XML-BK',
  }));
}

async function publish(client: ApiClient, body: Record<string, unknown>): Promise<PublishLinkVo> {
  return ok(await client.repo<PublishLinkVo>('POST', `${LINK}/upsert`, body));
}

async function open(api: TestApi, key: string, pwd?: string) {
  return api.anon.withLocale('en').repo<PublishedScene>('GET', `${LINK}/shortLink/${key}`, undefined, pwd === undefined ? undefined : { pwd });
}

describeBackends('publish links', (api) => {
  it('publishes a saved scene at a fixed version: later saves change nothing until the owner syncs', async () => {
    const u = await newSceneUser(api);
    const first = await saveScene(u, 'one');
    const link = await publish(u.client, { sceneUuid: first.uuid, category: 'Rooms', group: 'Lobby', allowCopy: true });
    expect(link).toMatchObject({ version: first.version, latestVersion: first.version, state: 'published', category: 'Rooms', group: 'Lobby', allowCopy: true, hasPassword: false, title: 'Scene one' });
    expect(link.shortKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const second = await saveScene(u, 'two', first.uuid, first.version);
    expect(second.version).toBeGreaterThan(first.version);
    const seen = ok(await open(api, link.shortKey));
    expect(seen.version).toBe(first.version);
    expect(seen.content).toContain('scene.log(\\"one\\")');
    expect(seen.content).not.toContain('two');
    const mine = ok(await u.client.repo<Page<PublishLinkVo>>('GET', `${LINK}/artist-links`));
    expect(mine.rows.map((r) => [r.linkUuid, r.version, r.latestVersion])).toEqual([[link.linkUuid, first.version, second.version]]);
    // Changing settings keeps the version; pub-scene with the link syncs it.
    expect((await publish(u.client, { linkUuid: link.linkUuid, title: 'Renamed' })).version).toBe(first.version);
    const synced = ok(await u.client.repo<PublishLinkVo>('POST', '/repo/kf-scene/pub-scene', { sceneUuid: first.uuid, linkUuid: link.linkUuid }));
    expect([synced.version, synced.title]).toEqual([second.version, 'Renamed']);
    expect(ok(await open(api, link.shortKey)).content).toContain('scene.log(\\"two\\")');
    // pub-scene without a link makes a second link of the same scene.
    const other = ok(await u.client.repo<PublishLinkVo>('POST', '/repo/kf-scene/pub-scene', { sceneUuid: first.uuid }));
    expect(other.shortKey).not.toBe(link.shortKey);
    expect(other.version).toBe(second.version);
    // The owner's list of one scene's links (the publish dialog asks it); another scene's link and user are not in it.
    const elsewhere = await saveScene(u, 'elsewhere');
    await publish(u.client, { sceneUuid: elsewhere.uuid });
    const ofScene = ok(await u.client.repo<Page<PublishLinkVo>>('GET', `${LINK}/artist-links`, undefined, { sceneUuid: first.uuid }));
    expect(ofScene.rows.map((r) => r.linkUuid).sort()).toEqual([other.linkUuid, link.linkUuid].sort());
    const stranger = await newSceneUser(api);
    expect(ok(await stranger.client.repo<Page<PublishLinkVo>>('GET', `${LINK}/artist-links`, undefined, { sceneUuid: first.uuid })).rows).toEqual([]);
    expect((await u.client.repo('GET', `${LINK}/artist-links`, undefined, { sceneUuid: 'x'.repeat(200) })).status).toBe(400);
  });

  it('gives an anonymous visitor the published version only, stripped like preview replies', async () => {
    const u = await newSceneUser(api);
    ok(await u.client.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: u.projectUuid, assets: [
      { name: 'tex/a.png', content: Buffer.from('png!').toString('base64') },
      { name: 'private/other.json', content: Buffer.from('secret').toString('base64') },
    ] }));
    const scene = await saveScene(u, 'strip');
    const link = await publish(u.client, { sceneUuid: scene.uuid });
    const reply = await open(api, link.shortKey);
    const seen = ok(reply);
    const text = JSON.stringify(reply.body);
    for (const secret of ['SECRET', u.id, u.username, u.projectUuid, scene.uuid]) expect(text).not.toContain(secret);
    expect(Object.keys(seen).sort()).toEqual(['accessCount', 'allowCopy', 'content', 'data', 'favorites', 'likes', 'linkUuid', 'loadingPage', 'logic', 'shortKey', 'title', 'version', 'visit', 'visitExpiresAt', 'watermark'].sort());
    expect(JSON.parse(seen.content).logic).toEqual({ code: 'scene.log("strip")', xml: '', codeBackup: '', xmlBackup: '' });
    expect(seen.logic).toBe('scene.log("strip")');
    expect(seen.watermark).toBe(true);
    // Assets: what the published version names, with the visit ticket; nothing else of the project.
    const asset = await api.anon.raw('GET', `/cloud/api${LINK}/asset?visit=${seen.visit}&name=tex%2Fa.png`);
    expect([asset.status, asset.bytes.toString()]).toEqual([200, 'png!']);
    expect((await api.anon.raw('GET', `/cloud/api${LINK}/asset?visit=${seen.visit}&name=private%2Fother.json`)).status).toBe(404);
    expect((await api.anon.raw('GET', `/cloud/api${LINK}/asset?visit=${seen.visit.slice(0, -2)}xx&name=tex%2Fa.png`)).status).toBe(403);
    // Asset loads do not count visits.
    expect(ok(await u.client.repo<LinkCounts>('GET', `${LINK}/count`, undefined, { linkUuid: link.linkUuid })).accessCount).toBe(1);
    // The visit ticket expires.
    api.clock.advance(PublishLimits.visitSeconds * 1000 + 1);
    expect((await api.anon.raw('GET', `/cloud/api${LINK}/asset?visit=${seen.visit}&name=tex%2Fa.png`)).status).toBe(403);
    // A professional owner's links show no watermark once the owner turns it off (tests/api/publish-gates.test.ts).
    const pro = await newSceneUser(api, 'PROFESSIONAL');
    const proLink = await publish(pro.client, { sceneUuid: (await saveScene(pro, 'pro')).uuid, hideWatermark: true });
    expect(ok(await open(api, proLink.shortKey)).watermark).toBe(false);
    // Unknown keys and malformed keys.
    expect((await open(api, 'A'.repeat(22))).status).toBe(404);
    expect((await open(api, 'short')).status).toBe(400);
  });

  it('asks for the password, refuses a wrong one, throttles guessing like logins, and stores only a hash', async () => {
    const u = await newSceneUser(api);
    const link = await publish(u.client, { sceneUuid: (await saveScene(u, 'pwd')).uuid, password: 'open sesame' });
    expect(link.hasPassword).toBe(true);
    const row = await api.server.db.selectFrom('publish_links').select('password_hash').where('uuid', '=', link.linkUuid).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('open sesame');
    const asked = await open(api, link.shortKey);
    expect([asked.status, asked.msg, asked.data]).toEqual([403, 'This link is protected by a password.', { passwordRequired: true }]);
    const wrong = await open(api, link.shortKey, 'guess');
    expect([wrong.status, wrong.msg]).toEqual([403, 'The password of this link is not correct.']);
    expect(ok(await open(api, link.shortKey, 'open sesame')).title).toBe('Scene pwd');
    for (let i = 0; i < 5; i++) expect((await open(api, link.shortKey, `guess ${i}`)).status).toBe(403);
    const throttled = await open(api, link.shortKey, 'open sesame');
    expect([throttled.status, throttled.msg]).toEqual([429, expect.stringContaining('Too many wrong passwords')]);
    // Wrong passwords count no visit.
    expect(ok(await u.client.repo<LinkCounts>('GET', `${LINK}/count`, undefined, { linkUuid: link.linkUuid })).accessCount).toBe(1);
    api.clock.advance(16 * 60_000);
    ok(await open(api, link.shortKey, 'open sesame'));
    // Removing the password opens the link to anyone.
    await publish(u.client, { linkUuid: link.linkUuid, password: null });
    ok(await open(api, link.shortKey));
  });

  it('answers taken-down, expired and used-up links with the spec\'s messages in three languages; the owner republishes', async () => {
    const u = await newSceneUser(api);
    const scene = await saveScene(u, 'states');
    const link = await publish(u.client, { sceneUuid: scene.uuid, expiresAt: api.clock.now() + 60_000, visitLimit: 2 });
    ok(await open(api, link.shortKey));
    const down = ok(await u.client.repo<PublishLinkVo>('POST', `${LINK}/take-down`, { linkUuid: link.linkUuid }));
    expect(down.state).toBe('takenDown');
    const refused = await open(api, link.shortKey);
    expect([refused.status, refused.msg, refused.data]).toEqual([410, 'The distribution link has been taken down or has expired.', { state: 'takenDown' }]);
    // No answer of the short link may be kept by a browser: a cached 410 outlived a republish in Chromium.
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await api.anon.withLocale('zh-CN').repo('GET', `${LINK}/shortLink/${link.shortKey}`)).msg).toBe('分发链接已下架或已过期。');
    expect((await api.anon.withLocale('zh-TW').repo('GET', `${LINK}/shortLink/${link.shortKey}`)).msg).toBe('分發連結已下架或已過期。');
    expect(ok(await u.client.repo<PublishLinkVo>('POST', `${LINK}/republish`, { linkUuid: link.linkUuid })).state).toBe('published');
    const reopened = await open(api, link.shortKey);
    expect([ok(reopened).accessCount, reopened.headers.get('cache-control')]).toEqual([2, 'no-store']);
    const used = await open(api, link.shortKey);
    expect([used.status, used.msg, used.data]).toEqual([410, 'The link has expired or its visit count is used up.', { state: 'expired' }]);
    expect((await api.anon.withLocale('zh-CN').repo('GET', `${LINK}/shortLink/${link.shortKey}`)).msg).toBe('链接已过期或访问次数受限。');
    const mine = (await u.client.repo<Page<PublishLinkVo>>('GET', `${LINK}/artist-links`)).data.rows[0];
    expect([mine.state, mine.accessCount]).toEqual(['expired', 2]);
    await publish(u.client, { linkUuid: link.linkUuid, visitLimit: null });
    ok(await open(api, link.shortKey));
    api.clock.advance(60_001);
    expect((await open(api, link.shortKey)).status).toBe(410);
    await publish(u.client, { linkUuid: link.linkUuid, expiresAt: null });
    ok(await open(api, link.shortKey));
    // Binning the scene closes the link; restoring it is not needed to delete the link.
    ok(await u.client.repo('GET', `/repo/kf-scene/deleteScene/${scene.uuid}`));
    expect((await open(api, link.shortKey)).status).toBe(410);
    ok(await u.client.repo('DELETE', `${LINK}/${link.linkUuid}`));
    expect((await open(api, link.shortKey)).status).toBe(404);
    expect((await u.client.repo('DELETE', `${LINK}/${link.linkUuid}`)).status).toBe(404);
  });

  it('counts every one of many concurrent visits, and never passes a link\'s visit limit', async () => {
    const u = await newSceneUser(api);
    const scene = await saveScene(u, 'crowd');
    const open1 = await publish(u.client, { sceneUuid: scene.uuid });
    const visits = 400;
    const replies = await Promise.all(Array.from({ length: visits }, () => open(api, open1.shortKey)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(visits);
    const counts = replies.map((r) => r.data.accessCount).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: visits }, (_, i) => i + 1));
    const limited = await publish(u.client, { sceneUuid: scene.uuid, visitLimit: 50 });
    const raced = await Promise.all(Array.from({ length: 120 }, () => open(api, limited.shortKey)));
    expect(raced.filter((r) => r.code === 0)).toHaveLength(50);
    expect(raced.filter((r) => r.status === 410)).toHaveLength(70);
    const row = await api.server.db.selectFrom('publish_visit_months').select('visits').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(Number(row.visits)).toBe(visits + 50);
  }, 120_000);

  it('follows the plan\'s monthly visit limit across all of an owner\'s links, and starts again next month', async () => {
    const u = await newSceneUser(api);
    const link = await publish(u.client, { sceneUuid: (await saveScene(u, 'month')).uuid });
    ok(await open(api, link.shortKey));
    const month = new Date(api.clock.now()).toISOString().slice(0, 7);
    const free = MONTHLY_VISITS_BY_PLAN.FREE;
    await api.server.db.updateTable('publish_visit_months').set({ visits: free - 1 }).where('user_id', '=', u.id).where('month', '=', month).execute();
    ok(await open(api, link.shortKey));
    const over = await open(api, link.shortKey);
    expect([over.status, over.msg]).toEqual([410, 'The link has expired or its visit count is used up.']);
    // The refused visit counted nowhere.
    expect(ok(await u.client.repo<LinkCounts>('GET', `${LINK}/count`, undefined, { linkUuid: link.linkUuid })).accessCount).toBe(2);
    // Upgraded to professional: the higher limit applies at once.
    await api.server.db.updateTable('users').set({ plan: 'PROFESSIONAL' }).where('id', '=', u.id).execute();
    ok(await open(api, link.shortKey));
    await api.server.db.updateTable('users').set({ plan: 'FREE' }).where('id', '=', u.id).execute();
    expect((await open(api, link.shortKey)).status).toBe(410);
    api.clock.advance(32 * 86_400_000);
    ok(await open(api, link.shortKey));
  });

  it('keeps one like per user per link under concurrency; favourites set and clear; counts agree with the rows', async () => {
    const owner = await newSceneUser(api);
    const link = await publish(owner.client, { sceneUuid: (await saveScene(owner, 'likes')).uuid });
    const fans = await Promise.all(Array.from({ length: 8 }, () => api.newUser()));
    await Promise.all(fans.flatMap((f) => [1, 2, 3].map(() => f.client.repo('GET', `${LINK}/like`, undefined, { linkUuid: link.linkUuid }))));
    let counts = ok(await api.anon.repo<LinkCounts>('GET', `${LINK}/count`, undefined, { linkUuid: link.linkUuid }));
    expect([counts.likes, counts.liked]).toEqual([8, false]);
    // Likes and unlikes racing: the counter always equals the rows.
    await Promise.all(fans.flatMap((f, i) => [f.client.repo('GET', `${LINK}/${i % 2 ? 'unlike' : 'like'}`, undefined, { linkUuid: link.linkUuid }),
      f.client.repo('GET', `${LINK}/unlike`, undefined, { linkUuid: link.linkUuid }), f.client.repo('GET', `${LINK}/like`, undefined, { linkUuid: link.linkUuid })]));
    const rows = await api.server.db.selectFrom('publish_link_reactions').select('user_id').where('link_uuid', '=', link.linkUuid).where('kind', '=', 'like').execute();
    counts = ok(await api.anon.repo<LinkCounts>('GET', `${LINK}/count`, undefined, { linkUuid: link.linkUuid }));
    expect(counts.likes).toBe(rows.length);
    const mine = ok(await fans[0].client.repo<LinkCounts>('GET', `${LINK}/favorite`, undefined, { linkUuid: link.linkUuid }));
    expect([mine.favorites, mine.favorited]).toEqual([1, true]);
    ok(await fans[0].client.repo<LinkCounts>('GET', `${LINK}/favorite`, undefined, { linkUuid: link.linkUuid }));
    expect(ok(await fans[0].client.repo<LinkCounts>('GET', `${LINK}/favorite`, undefined, { linkUuid: link.linkUuid, value: 'false' })).favorites).toBe(0);
    expect((await api.anon.repo('GET', `${LINK}/like`, undefined, { linkUuid: link.linkUuid })).status).toBe(401);
    // A taken-down link of another user is not there for likes or counts; its owner still sees its counts.
    ok(await owner.client.repo('POST', `${LINK}/take-down`, { linkUuid: link.linkUuid }));
    expect((await fans[1].client.repo('GET', `${LINK}/like`, undefined, { linkUuid: link.linkUuid })).status).toBe(404);
    expect((await api.anon.repo('GET', `${LINK}/count`, undefined, { linkUuid: link.linkUuid })).status).toBe(404);
    ok(await owner.client.repo('GET', `${LINK}/count`, undefined, { linkUuid: link.linkUuid }));
  }, 60_000);

  it('lists the caller\'s links and the public ones with every query field, paged and sorted', async () => {
    const a = await newSceneUser(api);
    const b = await newSceneUser(api);
    const sa = await saveScene(a, 'list-a');
    const sb = await saveScene(b, 'list-b');
    const made: PublishLinkVo[] = [];
    // Made a day apart (written into the rows: the sessions would expire if the clock moved days).
    const base = Date.UTC(2026, 0, 10, 12);
    for (let i = 0; i < 5; i++) {
      const made1 = await publish(a.client, { sceneUuid: sa.uuid, title: `Alpha ${i}%`, category: i % 2 ? 'Odd' : 'Even', group: `G${i % 3}`, allowCopy: i < 2, isCustomer: i === 4, listed: true });
      await api.server.db.updateTable('publish_links').set({ created_at: base + i * 86_400_000 }).where('uuid', '=', made1.linkUuid).execute();
      made.push({ ...made1, createdAt: base + i * 86_400_000 });
    }
    const hidden = await publish(a.client, { sceneUuid: sa.uuid, title: 'Hidden', listed: true, password: 'pw' });
    await api.server.db.updateTable('publish_links').set({ created_at: base + 9 * 86_400_000 }).where('uuid', '=', hidden.linkUuid).execute();
    await publish(b.client, { sceneUuid: sb.uuid, title: 'Beta', listed: true });
    for (let i = 0; i < 3; i++) ok(await open(api, made[2].shortKey));
    ok(await open(api, made[4].shortKey));
    const list = async (client: ApiClient, path: string, query: Record<string, string | number>) => ok(await client.repo<Page<PublishLinkVo & PublicLinkVo>>('GET', `${LINK}/${path}`, undefined, query));
    const mine = await list(a.client, 'artist-links', {});
    expect(mine.rows.map((r) => r.title).slice(0, 2)).toEqual(['Alpha 2%', 'Alpha 4%']);
    expect(mine.pageInfo).toEqual({ pageNo: 1, pageSize: 10, totalRows: 6, total: 1 });
    expect((await list(a.client, 'artist-links', { page: 2, pageSize: 4 })).rows).toHaveLength(2);
    expect((await list(a.client, 'artist-links', { category: 'Odd' })).rows.map((r) => r.title).sort()).toEqual(['Alpha 1%', 'Alpha 3%']);
    expect((await list(a.client, 'artist-links', { category: 'All', group: 'G0' })).rows.map((r) => r.title).sort()).toEqual(['Alpha 0%', 'Alpha 3%']);
    expect((await list(a.client, 'artist-links', { isCustomer: 'true' })).rows.map((r) => r.title)).toEqual(['Alpha 4%']);
    expect((await list(a.client, 'artist-links', { allowCopy: 'true' })).rows).toHaveLength(2);
    expect((await list(a.client, 'artist-links', { keyword: '2%' })).rows.map((r) => r.title)).toEqual(['Alpha 2%']);
    expect((await list(a.client, 'artist-links', { keyword: '_' })).rows).toEqual([]);
    expect((await list(a.client, 'artist-links', { sortBy: 'createdAt', pageSize: 1 })).rows[0].title).toBe('Hidden');
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect((await list(a.client, 'artist-links', { startDate: day(made[1].createdAt), endDate: day(made[3].createdAt) })).rows).toHaveLength(3);
    expect((await list(a.client, 'artist-links', { startDate: made[4].createdAt })).rows.map((r) => r.title).sort()).toEqual(['Alpha 4%', 'Hidden']);
    expect((await list(a.client, 'artist-links', { link: made[1].shortKey })).rows.map((r) => r.linkUuid)).toEqual([made[1].linkUuid]);
    // The caller's list is the caller's: B sees only B's link whatever createdBy says.
    expect((await list(b.client, 'artist-links', { createdBy: a.username })).rows.map((r) => r.title)).toEqual(['Beta']);
    // Public: listed, open, without password, of everyone; no owner facts.
    const pub = await list(api.anon, 'artist-links-public', { pageSize: 100 });
    const titles = pub.rows.map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['Alpha 0%', 'Beta']));
    expect(titles).not.toContain('Hidden');
    expect(Object.keys(pub.rows[0]).sort()).toEqual(['accessCount', 'allowCopy', 'category', 'createdAt', 'createdBy', 'favorites', 'group', 'isCustomer', 'likes', 'linkUuid', 'shortKey', 'title'].sort());
    expect((await list(api.anon, 'artist-links-public', { createdBy: b.username })).rows.map((r) => r.title)).toEqual(['Beta']);
    ok(await a.client.repo('POST', `${LINK}/take-down`, { linkUuid: made[0].linkUuid }));
    expect((await list(api.anon, 'artist-links-public', { pageSize: 100 })).rows.map((r) => r.title)).not.toContain('Alpha 0%');
    const bad = async (query: Record<string, string | number>) => (await a.client.repo('GET', `${LINK}/artist-links`, undefined, query)).status;
    expect(await bad({ pageSize: PublishLimits.pageSize + 1 })).toBe(400);
    expect(await bad({ page: 0 })).toBe(400);
    expect(await bad({ sortBy: 'password_hash' })).toBe(400);
    expect(await bad({ startDate: 'yesterday' })).toBe(400);
    expect(await bad({ keyword: 'k'.repeat(PublishLimits.keywordChars + 1) })).toBe(400);
  }, 60_000);

  it('lets only the owner change, take down, republish, sync or delete a link', async () => {
    const owner = await newSceneUser(api);
    const intruder = await newSceneUser(api);
    const scene = await saveScene(owner, 'mine');
    const link = await publish(owner.client, { sceneUuid: scene.uuid });
    const ownScene = await saveScene(intruder, 'theirs');
    const attempts = [
      intruder.client.repo('POST', `${LINK}/upsert`, { linkUuid: link.linkUuid, title: 'Hacked' }),
      intruder.client.repo('POST', `${LINK}/upsert`, { sceneUuid: scene.uuid }),
      intruder.client.repo('POST', `${LINK}/take-down`, { linkUuid: link.linkUuid }),
      intruder.client.repo('POST', `${LINK}/republish`, { linkUuid: link.linkUuid, sync: true }),
      intruder.client.repo('POST', '/repo/kf-scene/pub-scene', { sceneUuid: scene.uuid }),
      intruder.client.repo('POST', '/repo/kf-scene/pub-scene', { sceneUuid: ownScene.uuid, linkUuid: link.linkUuid }),
      intruder.client.repo('DELETE', `${LINK}/${link.linkUuid}`),
    ];
    for (const reply of await Promise.all(attempts)) expect(reply.status).toBe(404);
    expect((await owner.client.repo('POST', `${LINK}/upsert`, { linkUuid: link.linkUuid, sceneUuid: ownScene.uuid })).status).toBe(404);
    const after = ok(await owner.client.repo<Page<PublishLinkVo>>('GET', `${LINK}/artist-links`)).rows;
    expect(after.map((r) => [r.linkUuid, r.title, r.state])).toEqual([[link.linkUuid, 'Scene mine', 'published']]);
    expect(ok(await intruder.client.repo<Page<PublishLinkVo>>('GET', `${LINK}/artist-links`)).rows).toEqual([]);
    for (const path of ['upsert', 'take-down', 'republish']) expect((await api.anon.repo('POST', `${LINK}/${path}`, { linkUuid: link.linkUuid })).status).toBe(401);
    expect((await api.anon.repo('GET', `${LINK}/artist-links`)).status).toBe(401);
  });

  it('refuses generated bad settings with a 400 naming the problem, never a 500, and changes nothing', async () => {
    const u = await newSceneUser(api);
    const link = await publish(u.client, { sceneUuid: (await saveScene(u, 'fuzz')).uuid });
    const bad = fc.oneof(
      fc.record({ title: fc.string({ minLength: 51, maxLength: 300 }).filter((s) => Buffer.byteLength(s) > 50) }),
      fc.record({ category: fc.string({ minLength: 1, maxLength: 40 }).map((s) => s.repeat(20)).filter((s) => Buffer.byteLength(s) > 50) }),
      fc.record({ group: fc.constantFrom('ä'.repeat(26), 'x'.repeat(201)) }),
      fc.record({ password: fc.oneof(fc.constant(''), fc.string({ minLength: PublishLimits.passwordChars + 1, maxLength: 200 }), fc.integer()) }),
      fc.record({ expiresAt: fc.oneof(fc.double({ noInteger: true, noNaN: true }), fc.integer({ max: -1 }), fc.constant(PublishLimits.maxExpiresAt + 1), fc.string()) }),
      fc.record({ visitLimit: fc.oneof(fc.integer({ max: 0 }), fc.constant(PublishLimits.maxVisitLimit + 1), fc.double({ noInteger: true, noNaN: true }), fc.boolean()) }),
      fc.record({ allowCopy: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }),
      fc.record({ linkUuid: fc.oneof(fc.constant(''), fc.string({ minLength: 129, maxLength: 300 }), fc.integer()) }),
    );
    const samples = fc.sample(bad, { numRuns: 60, seed: 27 });
    for (const sample of samples) {
      const body = 'linkUuid' in sample ? sample : { linkUuid: link.linkUuid, ...sample };
      const reply = await u.client.repo('POST', `${LINK}/upsert`, body);
      expect([reply.status, reply.code], JSON.stringify(body).slice(0, 200)).toEqual([400, 405]);
      expect(reply.msg).toBeTruthy();
    }
    const now = ok(await u.client.repo<Page<PublishLinkVo>>('GET', `${LINK}/artist-links`)).rows;
    expect(now.map((r) => [r.title, r.category, r.group, r.hasPassword, r.expiresAt, r.visitLimit, r.allowCopy])).toEqual([['Scene fuzz', 'Default', '', false, null, null, false]]);
    const keys = fc.sample(fc.string({ maxLength: 40 }).filter((s) => !/^[A-Za-z0-9_-]{22}$/.test(s) && s.length > 0 && !s.includes('/') && !s.includes('?') && !s.includes('#')), { numRuns: 40, seed: 28 });
    for (const key of keys) {
      const reply = await api.anon.repo('GET', `${LINK}/shortLink/${encodeURIComponent(key)}`);
      expect(reply.status, key).toBeLessThan(500);
      expect(reply.code).not.toBe(0);
    }
  }, 60_000);

  it('keeps at most the limit of links per user', async () => {
    const u = await newSceneUser(api);
    const scene = await saveScene(u, 'many');
    const now = api.clock.now();
    await api.server.db.insertInto('publish_links').values(Array.from({ length: PublishLimits.perUser - 1 }, (_, i) => ({
      uuid: `filler-${u.id}-${i}`, short_key: `f${i}-${u.id}`.slice(0, 22), user_id: u.id, scene_uuid: scene.uuid, project_uuid: u.projectUuid, version: 1,
      title: 'F', category: 'Default', group_name: '', password_hash: null, expires_at: null, visit_limit: null, allow_copy: 0, is_customer: 0,
      listed: 0, taken_down: 0, access_count: 0, like_count: 0, favorite_count: 0, hide_watermark: 0, loading_page: null, poster_style: 'classic',
      created_at: now, updated_at: now,
    }))).execute();
    const raced = await Promise.all([0, 1, 2].map(() => u.client.repo('POST', '/repo/kf-scene/pub-scene', { sceneUuid: scene.uuid })));
    expect(raced.filter((r) => r.code === 0)).toHaveLength(1);
    expect(raced.filter((r) => r.status === 400).map((r) => r.msg)).toEqual([`You can keep at most ${PublishLimits.perUser} links.`, `You can keep at most ${PublishLimits.perUser} links.`]);
  });
});
