// Workbench figures: gzip bytes the browser loads for the initial route (/) and for the designer (/design),
// whether Monaco or Blockly are among them, and time to first paint / to a usable workbench in headless Chromium.
// Needs a build in dist/web (npm run build).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startTestServer } from '../api/support/server.js';

const WEB_ROOT = resolve('dist/web');
const RUNS = 5;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

interface Load {
  readonly files: string[];
  readonly gzipBytes: number;
  readonly rawBytes: number;
}

const gzipCache = new Map<string, { raw: number; gzip: number; text: string }>();
function sizes(file: string) {
  let entry = gzipCache.get(file);
  if (!entry) {
    const bytes = readFileSync(join(WEB_ROOT, file));
    entry = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, text: file.endsWith('.js') ? bytes.toString('utf8') : '' };
    gzipCache.set(file, entry);
  }
  return entry;
}

/** Every JS and CSS file of dist/web the page requests until the selector shows. */
async function scriptsLoaded(browser: Browser, base: string, path: string, ready: string, session = ''): Promise<Load> {
  const page = await browser.newPage();
  if (session) await page.addInitScript(session);
  const files = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(base).origin && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname.replace(/^\//, ''));
  });
  await page.addInitScript(() => localStorage.setItem('kf.locale', 'en'));
  await page.goto(`${base}${path}`);
  await page.waitForSelector(ready);
  await page.waitForLoadState('networkidle');
  await page.close();
  const list = [...files].filter((f) => existsSync(join(WEB_ROOT, f))).sort();
  return { files: list, gzipBytes: list.reduce((s, f) => s + sizes(f).gzip, 0), rawBytes: list.reduce((s, f) => s + sizes(f).raw, 0) };
}

/** Which of the given libraries' fingerprints appear in the loaded JavaScript. */
function heavyLibraries(load: Load): string[] {
  const found: string[] = [];
  const text = load.files.map((f) => sizes(f).text).join('\n');
  if (/monaco-editor|MonacoEnvironment|editor\.main/.test(text)) found.push('monaco');
  if (/Blockly\.|blocklyDiv|blocklyWorkspace/.test(text)) found.push('blockly');
  return found;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Records in window.__kfReady the moment the first workbench panel is in the DOM. */
const READY_PROBE = `localStorage.setItem('kf.locale', 'en');
new MutationObserver(function () {
  if (window.__kfReady === undefined && document.querySelector('[data-testid="workbench"] [data-testid^="panel-"]')) window.__kfReady = performance.now();
}).observe(document, { childList: true, subtree: true });`;

/** An init script storing the demo user's session the way the web app does (the designer route requires one). */
async function demoSessionScript(base: string): Promise<string> {
  const response = await fetch(`${base}/cloud/api/action/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }),
  });
  const reply = (await response.json()) as { code: number; data: { token: string; user: unknown; pvg: string[]; allP: string[]; prosCons: boolean; subscription?: unknown } };
  if (reply.code !== 0) throw new Error(`demo login failed with code ${reply.code}`);
  const d = reply.data;
  const items: Record<string, string> = {
    'kf.token': d.token,
    'kf.user': JSON.stringify(d.user),
    'kf.permissions': JSON.stringify({ pvg: d.pvg, allP: d.allP, prosCons: d.prosCons }),
  };
  if (d.subscription) items['kf.subscription'] = JSON.stringify(d.subscription);
  return Object.entries(items)
    .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
    .join('\n');
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export default async function workbenchBench(): Promise<void> {
  if (!existsSync(join(WEB_ROOT, 'index.html'))) throw new Error('dist/web is missing: run `npm run build` first');
  const server = await startTestServer('sqlite', { webRoot: WEB_ROOT });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const base = server.url.replace(/\/$/, '');
    const initial = await scriptsLoaded(browser, base, '/', '#root > *');
    const session = await demoSessionScript(base);
    const designer = await scriptsLoaded(browser, base, '/design', '[data-testid="workbench"] [data-testid^="panel-"]', session);
    console.log(`  initial route (/): ${initial.files.length} files, ${kB(initial.gzipBytes)} gzip (${kB(initial.rawBytes)} raw)`);
    for (const f of initial.files) console.log(`    ${f}: ${kB(sizes(f).gzip)} gzip`);
    console.log(`  designer (/design): ${designer.files.length} files, ${kB(designer.gzipBytes)} gzip (${kB(designer.rawBytes)} raw)`);

    const heavyInitial = heavyLibraries(initial);
    const heavyDesigner = heavyLibraries(designer);
    console.log(`  monaco/blockly in the initial route: ${heavyInitial.length ? heavyInitial.join(', ') : 'none'}`);
    console.log(`  monaco/blockly loaded on opening the designer: ${heavyDesigner.length ? heavyDesigner.join(', ') : 'none'}`);

    const firstPaint: number[] = [];
    const workbenchReady: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // A string, not a function: tsx would wrap named arrow functions in a helper the page does not have.
      await page.addInitScript(session);
      await page.addInitScript(READY_PROBE);
      await page.goto(`${base}/design`);
      // A function, not a string: the page's policy has no 'unsafe-eval', so a string predicate cannot be evaluated there.
      await page.waitForFunction(() => (window as unknown as { __kfReady?: number }).__kfReady !== undefined);
      const figures = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        ready: (window as unknown as { __kfReady: number }).__kfReady,
      }));
      firstPaint.push(figures.fcp);
      workbenchReady.push(figures.ready);
      await context.close();
    }
    console.log(`  designer first contentful paint: median ${median(firstPaint).toFixed(0)} ms over ${RUNS} cold loads (${firstPaint.map((v) => v.toFixed(0)).join(', ')})`);
    console.log(`  designer workbench shown (first panel in the DOM): median ${median(workbenchReady).toFixed(0)} ms (${workbenchReady.map((v) => v.toFixed(0)).join(', ')})`);
    if (heavyInitial.length > 0) throw new Error(`The initial route loads ${heavyInitial.join(' and ')}; they must load lazily with their panels`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
