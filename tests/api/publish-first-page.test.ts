// The first HTML of a publish link's viewer page holds the link's loading page (issue 27, docs/publishing.md "The
// loading page"), so it paints before any script: the owner's own (escaped, colours and logo checked) while the owner
// is professional, the default one otherwise; nothing for a link a visitor may not open now (password, taken down,
// expired, unknown). No visit is counted. A link's address gets the viewer's own page (viewer.html), others index.html. The page policy stays strict (no inline script beyond index.html's own).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';
import type { PublishLinkVo } from '../../sdk/contract/publish-link.js';
import { describeBackends, ok, type TestApi } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';

const LINK = '/repo/kf-publish-link';
const webRoot = mkdtempSync(join(tmpdir(), 'kf-first-page-'));
const INDEX = '<!doctype html><html><head><title>t</title></head><body class="b">\n<div id="root"></div><script type="module" src="/a.js"></script></body></html>';
const VIEWER = '<!doctype html><html><head></head><body>\n<div id="root"></div><script type="module" src="/viewer.js"></script></body></html>';
writeFileSync(join(webRoot, 'index.html'), INDEX);
// The viewer's own entry: what a link's address gets (the app's page elsewhere).
writeFileSync(join(webRoot, 'viewer.html'), VIEWER);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const HOSTILE_TEXT = '<script>alert(1)</script> & "Acme" \'s <img src=x onerror=alert(2)>';
const HOSTILE_LOGO = 'https://cdn.example.com/logo"onerror="alert(3).png?a=<b>';

async function linkOf(u: SceneUser): Promise<PublishLinkVo> {
  const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'First', content: sceneContent() }));
  return ok(await u.client.repo<PublishLinkVo>('POST', `${LINK}/upsert`, { sceneUuid: scene.uuid }));
}

async function firstHtml(api: TestApi, path: string): Promise<{ html: string; csp: string; cache: string | null }> {
  const page = await api.anon.raw('GET', path);
  expect(page.status, path).toBe(200);
  return { html: page.bytes.toString('utf8'), csp: page.headers.get('content-security-policy') ?? '', cache: page.headers.get('cache-control') };
}

/** The loading page the server put into the page ('' when none), checked to stand before the app's root. */
function loadingPageOf(html: string): string {
  const at = html.indexOf('id="kf-first-loading"');
  if (at < 0) {
    expect(html).toBe(VIEWER);
    return '';
  }
  expect(at).toBeLessThan(html.indexOf('<div id="root">'));
  const page = html.slice(html.lastIndexOf('<div', at), html.indexOf('</div>\n<div id="root">') + '</div>'.length);
  expect(html.replace(page, '')).toBe(VIEWER);
  return page;
}

describeBackends('the loading page in a publish link\'s first HTML', (api) => {
  it('holds the owner\'s loading page, escaped, on every viewer address, without counting a visit', async () => {
    const pro = await newSceneUser(api, 'PROFESSIONAL');
    const link = await linkOf(pro);
    ok(await pro.client.repo('POST', `${LINK}/upsert`, { linkUuid: link.linkUuid, loadingPage: { logo: HOSTILE_LOGO, text: HOSTILE_TEXT, background: '#102030', color: '#FFEEDD' } }));
    for (const path of [`/preview/${link.shortKey}`, `/presenter/${link.shortKey}`, `/productExhibition/presenter/${link.shortKey}/`]) {
      const { html, csp, cache } = await firstHtml(api, path);
      const page = loadingPageOf(html);
      expect(page, path).toContain('data-kind="own"');
      expect(page).toContain('<p data-testid="published-loading-text">&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Acme&#34; &#39;s &#60;img src=x onerror=alert(2)&#62;</p>');
      expect(page).toContain('style="background:#102030;color:#ffeedd"');
      // The logo as `URL` writes it back: its quotes and brackets are escaped, never closing the attribute.
      expect(page).toContain('<img src="https://cdn.example.com/logo%22onerror=%22alert(3).png?a=%3Cb%3E"');
      expect(page).not.toMatch(/<script|onerror="|<b>/);
      expect(page).toContain('<span lang="en">Loading the scene…</span>');
      expect(cache).toBe('no-store');
      // The policy is as strict as before: no inline script allowed, only index.html's own (none here); the logo's origin as an image.
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' 'wasm-unsafe-eval'");
      expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
    }
    const mine = ok(await pro.client.repo<{ rows: PublishLinkVo[] }>('GET', `${LINK}/artist-links`)).rows;
    expect(mine.find((r) => r.linkUuid === link.linkUuid)?.accessCount).toBe(0);
  });

  it('holds the default loading page for a link without an own one, or whose owner is no longer professional', async () => {
    const pro = await newSceneUser(api, 'PROFESSIONAL');
    const plain = await linkOf(pro);
    const own = await linkOf(pro);
    ok(await pro.client.repo('POST', `${LINK}/upsert`, { linkUuid: own.linkUuid, loadingPage: { logo: null, text: 'Owner brand', background: '#000000', color: '#ffffff' } }));
    const page = loadingPageOf((await firstHtml(api, `/preview/${plain.shortKey}`)).html);
    expect(page).toContain('data-kind="default"');
    expect(page).toContain('<span lang="zh-CN">正在加载场景…</span><span lang="zh-TW">正在載入場景…</span>');
    await api.server.db.updateTable('users').set({ plan: 'FREE' }).where('id', '=', pro.id).execute();
    const downgraded = loadingPageOf((await firstHtml(api, `/preview/${own.shortKey}`)).html);
    expect(downgraded).toContain('data-kind="default"');
    expect(downgraded).not.toContain('Owner brand');
  });

  it('holds nothing of the owner for a link with a password, taken down, expired, used up or unknown', async () => {
    const pro = await newSceneUser(api, 'PROFESSIONAL');
    const loadingPage = { logo: null, text: 'Secret brand', background: '#000000', color: '#ffffff' };
    const cases: [string, Record<string, unknown>][] = [
      ['password', { password: 'open sesame', loadingPage }],
      ['expired', { expiresAt: api.clock.now() - 1000, loadingPage }],
      ['used up', { visitLimit: 1, loadingPage }],
      ['taken down', { loadingPage }],
    ];
    for (const [name, body] of cases) {
      const link = await linkOf(pro);
      ok(await pro.client.repo('POST', `${LINK}/upsert`, { linkUuid: link.linkUuid, ...body }));
      if (name === 'used up') ok(await api.anon.repo('GET', `${LINK}/shortLink/${link.shortKey}`));
      if (name === 'taken down') ok(await pro.client.repo('POST', `${LINK}/take-down`, { linkUuid: link.linkUuid }));
      const { html } = await firstHtml(api, `/preview/${link.shortKey}`);
      expect(loadingPageOf(html), name).toBe('');
      expect(html, name).not.toContain('Secret brand');
    }
    expect(loadingPageOf((await firstHtml(api, `/preview/${'A'.repeat(22)}`)).html)).toBe('');
    // Other pages are the app's page as built.
    expect((await firstHtml(api, '/projectList')).html).toBe(INDEX);
  });
}, () => ({ webRoot }));
