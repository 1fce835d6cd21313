import { expect, test, type Page } from '@playwright/test';
import { ALLOWED_GLOBALS } from '../../plugins/logic-runtime/lock-down.js';
import { signIn } from './support/session.js';

// Issue 25 in a real browser: a hostile scene's logic against the player. The worker's global names against the allow
// list (file system and storage gone, an opaque origin), an endless loop at start stopped after the silence limit with a
// true message, a loop that yields with setTimeout(0) stopped by the processor budget, and the page answering throughout.

interface Saved { readonly projectUuid: string; readonly sceneUuid: string; readonly ticket: string }

/** Save a small scene with `logic` (and `allowedOrigins`) in the demo project and get a preview ticket. */
async function saveScene(page: Page, token: string, logic: string): Promise<Saved> {
  const headers = { Authentication: token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const content = JSON.stringify({
    format: 'scene-document', version: 1,
    nodes: {
      scene: { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: {}, children: ['box'] },
      box: { id: 'box', type: 'Mesh', parent: 'scene', name: 'Box', props: {}, children: [] },
    },
    exposed: [], animations: [], logic: { code: logic, xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [],
  });
  const saved = await page.request.post('/cloud/api/repo/kf-scene/saveScene', { headers, data: { uuid: null, projectUuid: project.uuid, name: `Hostile ${Date.now()}`, content, logic } });
  const sceneUuid = ((await saved.json()).data as { uuid: string }).uuid;
  const granted = await page.request.post('/cloud/api/repo/kf-scene/preview-ticket', { headers, data: { sceneUuid } });
  return { projectUuid: project.uuid, sceneUuid, ticket: ((await granted.json()).data as { ticket: string }).ticket };
}

async function openPlayer(page: Page, saved: Saved): Promise<ReturnType<Page['getByTestId']>> {
  await page.goto(`/preview/${saved.projectUuid}/${saved.sceneUuid}/console/${saved.ticket}`);
  const console = page.getByTestId('player-console');
  await expect(console).toBeVisible({ timeout: 60_000 });
  return console;
}

/** The page answers: a round trip through its event loop. */
async function pageAnswers(page: Page): Promise<void> {
  expect(await page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => resolve(42), 0)))).toBe(42);
}

test('the sandbox worker reaches only allowed global names: no file system, storage, network or postMessage', async ({ page }) => {
  const session = await signIn(page, undefined, { locale: 'en' });
  // The program gets the real global object (a sloppy Function's `this`), walks its prototype chain and reports every
  // name that still holds something; then it tries the file system and IndexedDB directly.
  const logic = [
    `const g = Function('return this')();`,
    `const names = new Set();`,
    `for (let o = g; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) for (const n of Object.getOwnPropertyNames(o)) if (g[n] !== undefined) names.add(n);`,
    `scene.log('globals ' + JSON.stringify([...names].sort()));`,
    `scene.log('fs ' + typeof g.webkitRequestFileSystem + ' ' + typeof g.webkitRequestFileSystemSync + ' ' + typeof g.indexedDB + ' ' + typeof g.caches + ' ' + typeof g.postMessage + ' ' + typeof g.fetch);`,
  ].join('\n');
  const console = await openPlayer(page, await saveScene(page, session.token, logic));
  await expect(console).toContainText('fs undefined undefined undefined undefined undefined undefined', { timeout: 30_000 });
  const line = (await console.textContent()) ?? '';
  const names = JSON.parse(/globals (\[[^\]]*\])/.exec(line)![1]) as string[];
  expect(names.filter((n) => !ALLOWED_GLOBALS.has(n))).toEqual([]);
  expect(names).toContain('JSON');
  await pageAnswers(page);
});

test('an endless loop at start is stopped after the silence limit, and the message says how long it waited', async ({ page }) => {
  const session = await signIn(page, undefined, { locale: 'en' });
  const console = await openPlayer(page, await saveScene(page, session.token, 'for (;;) {}'));
  const started = Date.now();
  await expect(console).toContainText('Logic started.', { timeout: 60_000 });
  await expect(console).toContainText('The logic was stopped: it did not respond for', { timeout: 10_000 });
  expect(Date.now() - started).toBeLessThan(9_000); // not the 15 s start grace
  const said = Number(/did not respond for ([\d.]+) s/.exec((await console.textContent()) ?? '')![1]);
  expect(said).toBeGreaterThanOrEqual(2);
  expect(said).toBeLessThan(9);
  await pageAnswers(page);
});

test('a loop that spins 180 ms and yields with setTimeout(0) is stopped by the processor budget', async ({ page }) => {
  const session = await signIn(page, undefined, { locale: 'en' });
  const logic = `const g = Function('return this')(); (function spin() { const end = Date.now() + 180; while (Date.now() < end) {} g.setTimeout(spin, 0); })();`;
  const console = await openPlayer(page, await saveScene(page, session.token, logic));
  await expect(console).toContainText('it used the processor for', { timeout: 20_000 });
  await pageAnswers(page);
});
