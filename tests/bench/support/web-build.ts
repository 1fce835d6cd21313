// What the player benches share: the built web app's files and their gzip sizes, which of them a page loads before
// a condition holds, whether editor code is among them, and the demo account's API calls.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Request } from 'playwright-core';

/** The build the benches read (npm run build; BENCH_WEB_ROOT picks another build folder). */
export const WEB_ROOT = resolve(process.env.BENCH_WEB_ROOT ?? 'dist/web');

/** Chromium's flags for the benches (headless, software WebGL, no background traffic). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Text that shows an editor's code is in a file. */
export const EDITOR_FINGERPRINTS: Record<string, RegExp> = {
  dockview: /dockview/i, monaco: /monaco-editor|MonacoEnvironment/, blockly: /Blockly\./, workbench: /data-testid":"workbench"|kf-workbench/, inspector: /kf-inspector/,
};

/**
 * Whether the player's probe has drawn its first frame (a function, not a string: the published viewer's CSP forbids
 * the eval Playwright needs for a string predicate).
 */
export const FIRST_FRAME = () => ((globalThis as { __scenePlayer?: { view: { firstFrameAt?: number } } }).__scenePlayer?.view.firstFrameAt ?? 0) > 0;

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Throw when the build is missing. */
export function requireBuild(): void {
  if (!existsSync(join(WEB_ROOT, 'index.html'))) throw new Error(`${WEB_ROOT} is missing: run \`npm run build\` first`);
}

/**
 * The test build the designer benches drive (`npm run build:test`: the pages expose `window.__kfViewport` and the
 * other `__kf…` hooks): its folder (BENCH_WEB_ROOT, else dist/web), or an error saying what to build. A release build
 * there would only show as a timeout two minutes later.
 */
export function requireTestBuild(): string {
  requireBuild();
  const assets = join(WEB_ROOT, 'assets');
  const hooked = existsSync(assets) && readdirSync(assets).some((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes('__kf'));
  if (!hooked) throw new Error(`${WEB_ROOT} is a release build (no test hooks): run \`npm run build:test\` first`);
  return WEB_ROOT;
}

/** A built file's gzip size (level 9) and, for JavaScript, its text. */
export function gzipOf(file: string): { gzip: number; text: string } {
  const bytes = readFileSync(join(WEB_ROOT, file));
  return { gzip: gzipSync(bytes, { level: 9 }).length, text: file.endsWith('.js') ? bytes.toString('utf8') : '' };
}

/** The gzip bytes of some built files together. */
export const gzipTotal = (files: readonly string[]) => files.reduce((s, f) => s + gzipOf(f).gzip, 0);

/** The editors whose code is among `files`. */
export function editorCodeIn(files: readonly string[]): string[] {
  const text = files.map((f) => gzipOf(f).text).join('\n');
  return Object.entries(EDITOR_FINGERPRINTS).filter(([, re]) => re.test(text)).map(([name]) => name);
}

/** The time (the page's `performance.now()`) the player drew its first frame. */
export const FIRST_FRAME_AT = () => (globalThis as { __scenePlayer?: { view: { firstFrameAt?: number } } }).__scenePlayer?.view.firstFrameAt ?? 0;

/**
 * JS and CSS files of the build a new page of `context` (or of `browser`) requests until `ready` holds (workers'
 * scripts included); what it asks for afterwards is not counted. With `loadedBy` (a page function giving a time on the
 * page's `performance.now()` clock), a file the page's resource timing shows arriving after that time is left out too
 * (`ready` is polled, so a file requested between the moment and the poll would otherwise count); worker scripts,
 * which the page's timing does not list, are kept.
 */
export async function filesLoaded(target: Browser | BrowserContext, url: string, ready: string | (() => boolean), loadedBy?: () => number): Promise<string[]> {
  const page = await target.newPage();
  const files = new Set<string>();
  const origin = new URL(url).origin;
  const note = (address: string) => {
    const u = new URL(address);
    if (u.origin === origin && /\.(js|css)$/.test(u.pathname)) files.add(u.pathname.replace(/^\//, ''));
  };
  // Requests in flight: with a cutoff, the page's resource timings are read once they have ended, so a file asked for
  // just after the cutoff (and not yet answered when it is polled) is not counted as loaded before it.
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    note(request.url());
    inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('worker', (worker) => note(worker.url()));
  await page.addInitScript("localStorage.setItem('kf.locale', 'en');");
  await page.goto(url);
  await page.waitForFunction(ready, undefined, { timeout: 120_000 });
  let loaded = [...files];
  if (loadedBy) {
    const cutoff = await page.evaluate(loadedBy);
    for (let waited = 0; waited < 30_000 && [...inFlight].some((r) => /\.(js|css)$/.test(new URL(r.url()).pathname)); waited += 50) await page.waitForTimeout(50);
    const arrived = new Map(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [new URL(e.name).pathname.replace(/^\//, ''), (e as PerformanceResourceTiming).responseEnd] as const)));
    loaded = loaded.filter((f) => !arrived.has(f) || arrived.get(f)! <= cutoff);
  }
  await page.close();
  return loaded.filter((f) => existsSync(join(WEB_ROOT, f))).sort();
}

/** The API of a running server as one signed-in user. */
export interface BenchApi {
  readonly base: string;
  readonly headers: Record<string, string>;
}

/** Call the API; throws on an error envelope. */
export async function call<T>(api: BenchApi, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api.base}/cloud/api${path}`, {
    method, headers: { ...api.headers, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; msg: string; data: T };
  if (reply.code !== 0) throw new Error(`${path}: ${reply.msg}`);
  return reply.data;
}

/** The seeded demo account signed in, its default project and its 'Demo scene'. */
export async function demoAccount(serverUrl: string): Promise<{ api: BenchApi; projectUuid: string; demoUuid: string }> {
  const base = serverUrl.replace(/\/$/, '');
  const login = await call<{ token: string }>({ base, headers: {} }, 'POST', '/action/login', { username: 'demo', password: 'Demo@2026!' });
  const api: BenchApi = { base, headers: { Authentication: login.token } };
  const project = await call<{ uuid: string }>(api, 'GET', '/repo/kf-project/get-default-project');
  const scenes = await call<{ uuid: string; name: string }[]>(api, 'GET', `/repo/kf-scene/findAll/${project.uuid}`);
  const demo = scenes.find((s) => s.name === 'Demo scene');
  if (!demo) throw new Error('the demo account has no "Demo scene"');
  return { api, projectUuid: project.uuid, demoUuid: demo.uuid };
}
