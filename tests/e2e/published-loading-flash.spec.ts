import { expect, test } from '@playwright/test';
import { apiToken, registerThroughApi, setUserPlan } from './support/accounts.js';

// A publish link with its owner's loading page (issue 27, docs/publishing.md "Gated by plan"): the anonymous visitor
// sees that page from the start (the server puts it into the page's first HTML), never the default "Loading…" (nor
// the product's boot splash) before it. Everything a
// loading overlay shows is recorded from navigation on, by a MutationObserver the page gets before its first script.

type Seen = Window & { __loadingSeen?: string[] };

test('a link\'s own loading page shows from the start, with no default loader before it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const user = await registerThroughApi(page.request, 'flash');
  setUserPlan(user.username, 'PROFESSIONAL');
  const headers = { Authentication: await apiToken(page.request, user), 'Accept-Language': 'en' };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const templates = (await (await page.request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()).data as { uuid: string }[];
  const scene = (await (await page.request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=${templates[0].uuid}&name=Flash`, { headers, data: {} })).json()).data as { uuid: string };
  const link = (await (await page.request.post('/cloud/api/repo/kf-scene/pub-scene', { headers, data: { sceneUuid: scene.uuid } })).json()).data as { linkUuid: string; shortKey: string };
  const loadingPage = { logo: null, text: 'Welcome to the showroom', background: '#204060', color: '#ffcc00' };
  const saved = await page.request.post('/cloud/api/repo/kf-publish-link/upsert', { headers, data: { linkUuid: link.linkUuid, loadingPage } });
  expect(saved.status()).toBe(200);

  const visitor = await browser.newContext({ locale: 'en-US' });
  try {
    const view = await visitor.newPage();
    await view.addInitScript(() => {
      const seen: string[] = ((window as Seen).__loadingSeen = []);
      // What a loading overlay shows now: the boot splash, the wait for the link, the default or the owner's page.
      const note = () => {
        const shown: string[] = [];
        for (const el of document.querySelectorAll<HTMLElement>('.kf-boot, .kf-player-loading, [data-testid="published-loading"]')) {
          if (getComputedStyle(el).visibility === 'hidden') continue;
          const kind = el.dataset.kind;
          // The owner's page keeps a visually hidden "Loading…" for screen readers: its own text is what shows. Elsewhere
          // the text rendered (innerText leaves out what is not displayed: the boot splash's name on a link's page).
          const text = kind === 'own' ? el.querySelector('p')?.textContent ?? '' : el.innerText.trim();
          if (text !== '') shown.push(`${kind ?? el.className}: ${text}`);
        }
        const entry = shown.join(' | ');
        if (entry !== '' && seen[seen.length - 1] !== entry) seen.push(entry);
      };
      new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const first = await view.goto(`/preview/${link.shortKey}`);
    // The server put the owner's page into the first HTML (link-first-page.ts): it paints before any script.
    expect(await first?.text()).toContain('<p data-testid="published-loading-text">Welcome to the showroom</p>');
    await expect(view.getByTestId('published-loading')).toHaveAttribute('data-kind', 'own', { timeout: 30_000 });
    await expect(view.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await expect(view.getByTestId('published-loading')).toHaveCount(0, { timeout: 30_000 });
    const seen = await view.evaluate(() => (window as Seen).__loadingSeen ?? []);
    expect(seen).toEqual(['own: Welcome to the showroom']);
  } finally {
    await visitor.close();
  }
});
