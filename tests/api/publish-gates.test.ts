// The plan-gated settings of a publish link (issue 27, docs/publishing.md "Gated by plan"): a free owner is refused
// turning on the watermark switch-off, a loading page or a poster style with the upgrade message; a professional owner
// sets them and the visitor's reply follows the owner's plan; the logo is the owner's own image or an https address;
// generated bad values are refused with a 400 and change nothing.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';
import type { ResourceVo } from '../../sdk/contract/resource.js';
import { PublishGateLimits, type LoadingPage } from '../../sdk/contract/publish-gates.js';
import type { PublishedScene, PublishLinkVo } from '../../sdk/contract/publish-link.js';
import { describeBackends, ok, type TestApi } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';

const LINK = '/repo/kf-publish-link';
const UPGRADE = 'No permission at the moment, you can upgrade your subscription plan';
const PAGE: LoadingPage = { logo: 'https://cdn.example.com/brand/logo.png', text: '  Welcome to Acme  ', background: '#102030', color: '#FFEEDD' };

async function linkOf(u: SceneUser): Promise<PublishLinkVo> {
  const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Gated', content: sceneContent() }));
  return ok(await u.client.repo<PublishLinkVo>('POST', `${LINK}/upsert`, { sceneUuid: scene.uuid }));
}

async function open(api: TestApi, key: string): Promise<PublishedScene> {
  return ok(await api.anon.withLocale('en').repo<PublishedScene>('GET', `${LINK}/shortLink/${key}`));
}

async function setPlan(api: TestApi, u: SceneUser, plan: string): Promise<void> {
  await api.server.db.updateTable('users').set({ plan }).where('id', '=', u.id).execute();
}

describeBackends('plan-gated publish link settings', (api) => {
  it('refuses a free owner turning a gated setting on, with the upgrade message and code; turning them off is allowed', async () => {
    const free = await newSceneUser(api);
    const link = await linkOf(free);
    expect([link.hideWatermark, link.loadingPage, link.posterStyle]).toEqual([false, null, 'classic']);
    for (const body of [{ hideWatermark: true }, { loadingPage: PAGE }, { posterStyle: 'night' }, { posterStyle: 'banner', title: 'x' }]) {
      const refused = await free.client.repo('POST', `${LINK}/upsert`, { linkUuid: link.linkUuid, ...body });
      expect([refused.status, refused.code, refused.msg], JSON.stringify(body)).toEqual([403, 405, UPGRADE]);
    }
    // A new link with a gated setting is refused too, and nothing is made.
    const scene = ok(await free.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: free.projectUuid, name: 'New', content: sceneContent() }));
    expect((await free.client.repo('POST', `${LINK}/upsert`, { sceneUuid: scene.uuid, hideWatermark: true })).msg).toBe(UPGRADE);
    const mine = ok(await free.client.repo<{ rows: PublishLinkVo[] }>('GET', `${LINK}/artist-links`)).rows;
    expect(mine.map((r) => [r.title, r.hideWatermark, r.loadingPage, r.posterStyle])).toEqual([['Gated', false, null, 'classic']]);
    // Off / default values pass.
    const off = ok(await free.client.repo<PublishLinkVo>('POST', `${LINK}/upsert`, { linkUuid: link.linkUuid, hideWatermark: false, loadingPage: null, posterStyle: 'classic' }));
    expect([off.hideWatermark, off.loadingPage, off.posterStyle]).toEqual([false, null, 'classic']);
    const seen = await open(api, link.shortKey);
    expect([seen.watermark, seen.loadingPage]).toEqual([true, null]);
  });

  it('lets a professional owner set them; the visitor sees them while the owner is professional', async () => {
    const pro = await newSceneUser(api, 'PROFESSIONAL');
    const link = await linkOf(pro);
    expect((await open(api, link.shortKey)).watermark).toBe(true); // professional, watermark left on
    const set = ok(await pro.client.repo<PublishLinkVo>('POST', `${LINK}/upsert`, { linkUuid: link.linkUuid, hideWatermark: true, loadingPage: PAGE, posterStyle: 'night' }));
    expect([set.hideWatermark, set.loadingPage, set.posterStyle]).toEqual([true, { ...PAGE, text: 'Welcome to Acme', color: '#ffeedd' }, 'night']);
    const seen = await open(api, link.shortKey);
    expect([seen.watermark, seen.loadingPage]).toEqual([false, { logo: { kind: 'https', url: PAGE.logo }, text: 'Welcome to Acme', background: '#102030', color: '#ffeedd' }]);
    // The viewer's page may load the logo's origin as an image, and nothing more.
    const page = await api.anon.raw('GET', `/preview/${link.shortKey}`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
    expect(csp).not.toMatch(/connect-src [^;]*cdn\.example\.com/);
    // Downgraded: the watermark is back, the loading page and the logo's origin go; the stored settings stay.
    await setPlan(api, pro, 'FREE');
    expect([(await open(api, link.shortKey)).watermark, (await open(api, link.shortKey)).loadingPage]).toEqual([true, null]);
    expect((await api.anon.raw('GET', `/preview/${link.shortKey}`)).headers.get('content-security-policy')).not.toContain('cdn.example.com');
    expect(ok(await pro.client.repo<{ rows: PublishLinkVo[] }>('GET', `${LINK}/artist-links`)).rows[0].hideWatermark).toBe(true);
  });

  it('takes a logo from the owner\'s own uploaded images, served to visitors with the visit ticket only', async () => {
    const pro = await newSceneUser(api, 'PROFESSIONAL');
    const link = await linkOf(pro);
    const image = ok(await pro.client.upload<ResourceVo>('/repo/kf-scene/upload-image', { scene: link.sceneUuid }, [{ field: 'file', name: 'logo.png', data: 'PNG-LOGO' }]));
    ok(await pro.client.repo('POST', `${LINK}/upsert`, { linkUuid: link.linkUuid, loadingPage: { ...PAGE, logo: image.url } }));
    const seen = await open(api, link.shortKey);
    expect(seen.loadingPage?.logo).toEqual({ kind: 'upload' });
    const logo = await api.anon.raw('GET', `/cloud/api${LINK}/logo?visit=${seen.visit}`);
    expect([logo.status, logo.bytes.toString(), logo.headers.get('content-type')]).toEqual([200, 'PNG-LOGO', 'image/png']);
    expect((await api.anon.raw('GET', `/cloud/api${LINK}/logo?visit=${seen.visit.slice(0, -2)}xx`)).status).toBe(403);
    // Someone else's image is refused, and so is a file that is not an image.
    const other = await newSceneUser(api, 'PROFESSIONAL');
    const otherLink = await linkOf(other);
    const theirs = await other.client.repo('POST', `${LINK}/upsert`, { linkUuid: otherLink.linkUuid, loadingPage: { ...PAGE, logo: image.url } });
    expect([theirs.status, theirs.msg]).toEqual([400, 'The logo must be one of your own uploaded images.']);
    expect((await other.client.repo('POST', `${LINK}/upsert`, { linkUuid: otherLink.linkUuid, loadingPage: { ...PAGE, logo: '/resources/nope' } })).status).toBe(400);
    // A link without an uploaded logo has no logo to serve.
    expect((await api.anon.raw('GET', `/cloud/api${LINK}/logo?visit=${(await open(api, otherLink.shortKey)).visit}`)).status).toBe(404);
  });

  it('refuses generated bad gated values with a 400, never a 500, and changes nothing', async () => {
    const pro = await newSceneUser(api, 'PROFESSIONAL');
    const link = await linkOf(pro);
    const badLogo = fc.oneof(
      fc.constantFrom('http://example.com/a.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'https://user:pw@example.com/a.png', 'https://', '//example.com/a.png',
        'https://exa mple.com/a.png', 'https://example.com/\u0000.png', '/resources/../../etc/passwd', '/resources/', 'ftp://example.com/a.png', ' https://example.com/a.png'),
      fc.string({ minLength: PublishGateLimits.logoChars + 1, maxLength: PublishGateLimits.logoChars + 50 }).map((s) => `https://example.com/${s}`),
      fc.string({ maxLength: 40 }).filter((s) => !s.startsWith('https://') && !s.startsWith('/resources/')),
      fc.integer(), fc.boolean(),
    );
    const badColor = fc.oneof(fc.constantFrom('red', '#fff', '#12345g', '#1234567', 'rgb(0,0,0)', '', '#12345'), fc.string({ maxLength: 12 }).filter((s) => !/^#[0-9a-fA-F]{6}$/.test(s)), fc.integer());
    const bad = fc.oneof(
      fc.record({ loadingPage: fc.record({ logo: badLogo, text: fc.constant(''), background: fc.constant('#000000'), color: fc.constant('#ffffff') }) }),
      fc.record({ loadingPage: fc.record({ logo: fc.constant(null), text: fc.constant(''), background: badColor, color: fc.constant('#ffffff') }) }),
      fc.record({ loadingPage: fc.record({ logo: fc.constant(null), text: fc.constant(''), background: fc.constant('#000000'), color: badColor }) }),
      fc.record({ loadingPage: fc.record({ logo: fc.constant(null), text: fc.oneof(fc.string({ minLength: PublishGateLimits.loadingTextChars + 1, maxLength: 300 }), fc.integer()), background: fc.constant('#000000'), color: fc.constant('#ffffff') }) }),
      fc.record({ loadingPage: fc.oneof(fc.constant({}), fc.string(), fc.integer(), fc.constant([])) }),
      fc.record({ hideWatermark: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }),
      fc.record({ posterStyle: fc.oneof(fc.string().filter((s) => !['classic', 'night', 'banner'].includes(s)), fc.integer(), fc.constant(null)) }),
    );
    for (const sample of fc.sample(bad, { numRuns: 80, seed: 2709 })) {
      const reply = await pro.client.repo('POST', `${LINK}/upsert`, { linkUuid: link.linkUuid, ...sample });
      expect([reply.status, reply.code], JSON.stringify(sample).slice(0, 200)).toEqual([400, 405]);
      expect(reply.msg).toBeTruthy();
    }
    const now = ok(await pro.client.repo<{ rows: PublishLinkVo[] }>('GET', `${LINK}/artist-links`)).rows;
    expect(now.map((r) => [r.hideWatermark, r.loadingPage, r.posterStyle])).toEqual([[false, null, 'classic']]);
  }, 60_000);
});
