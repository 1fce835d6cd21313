// Published viewer figures (issue 27, docs/benchmarks.md): a real publish link of the demo scene opened anonymously in
// a fresh browser context. (1) JavaScript loaded before its first frame, gzip, against 400 kB, and whether editor code
// is among it; (2) its first frame against a bare Babylon.js page loading the same scene exported as GLB, alternating
// runs in the same browser, median ratio against 1.3; (3) the viewer page's Lighthouse performance score (lighthouse
// 12.2.3, Debian's Chromium); (4) 1,000 concurrent visits to one link: all counted, p95 of the short-link call, on
// SQLite and, when DATABASE_URL is set, PostgreSQL. Needs a build (npm run build; BENCH_WEB_ROOT picks another).
// BENCH_RUNS sets the first-frame pairs (default 7), BENCH_LIGHTHOUSE_RUNS the Lighthouse runs (default 3),
// BENCH_VISITS the burst (default 1,000); BENCH_FIGURES=1,3 runs only those; BENCH_PROFILE=1 prints a CPU profile of the viewer up to its first frame; BENCH_ATTRIBUTION=<n> (a build with
// --sourcemap, e.g. BENCH_WEB_ROOT=dist/web-sm) prints figure 1's bytes by package and its n heaviest source modules; BENCH_SCREENSHOTS=<dir> saves a picture of each page;
// BENCH_WATERFALL=1 prints the viewer's requests up to its first frame, when each started and ended.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startTestServer, type Backend } from '../api/support/server.js';
import { serveBarePage } from './bare-babylon/serve.js';
import { burst, percentile } from './support/http-load.js';
import { printProfile, profileWhile } from './support/cpu-profile.js';
import { glbOfSnapshot, snapshotOfPlayer } from './support/scene-glb.js';
import { lighthouseOf } from './support/lighthouse.js';
import { printWaterfall } from './support/waterfall.js';
import { gzipPerSource, packageOf } from './support/source-attribution.js';
import {
  call, CHROMIUM_ARGS, demoAccount, editorCodeIn, filesLoaded, FIRST_FRAME, FIRST_FRAME_AT, gzipOf, gzipTotal, kB, median, requireBuild, WEB_ROOT, type BenchApi,
} from './support/web-build.js';

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const VISITS = Number(process.env.BENCH_VISITS ?? 1000);
const JS_TARGET = 400 * 1024;
const RATIO_TARGET = 1.3;

interface Link {
  readonly linkUuid: string;
  readonly shortKey: string;
}

async function publishDemo(api: BenchApi, sceneUuid: string): Promise<Link> {
  return call<Link>(api, 'POST', '/repo/kf-publish-link/upsert', { sceneUuid });
}

/** Figure 1: the JavaScript a visitor's browser loads before the first frame. */
async function javascriptBeforeFirstFrame(browser: Browser, viewerUrl: string): Promise<void> {
  const context = await browser.newContext();
  const files = await filesLoaded(context, viewerUrl, FIRST_FRAME, FIRST_FRAME_AT);
  await context.close();
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));
  const bytes = gzipTotal(js);
  console.log(`  1. JavaScript before the first frame: ${kB(bytes)} gzip in ${js.length} files (target 400 kB: ${bytes <= JS_TARGET ? 'met' : 'OVER'}); CSS ${kB(gzipTotal(css))}`);
  for (const f of [...js].sort((a, b) => gzipOf(b).gzip - gzipOf(a).gzip).slice(0, 8)) console.log(`       ${kB(gzipOf(f).gzip).padStart(9)}  ${f}`);
  const editor = editorCodeIn(js);
  console.log(`     editor code among them: ${editor.length ? editor.join(', ') : 'none'}`);
  if (process.env.BENCH_ATTRIBUTION) printAttribution(js, Number(process.env.BENCH_ATTRIBUTION) || 30);
  if (process.env.BENCH_WATERFALL === '1') await printWaterfall(browser, viewerUrl, FIRST_FRAME, FIRST_FRAME_AT);
}

/** BENCH_ATTRIBUTION=<n> (a build with source maps): the heaviest packages and the `n` heaviest source modules among `js`. */
function printAttribution(js: readonly string[], top: number): void {
  const perSource = gzipPerSource(WEB_ROOT, js);
  const perPackage = new Map<string, number>();
  for (const [source, bytes] of perSource) perPackage.set(packageOf(source), (perPackage.get(packageOf(source)) ?? 0) + bytes);
  const heaviest = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log('     by package or folder (gzip, by the source maps):');
  for (const [name, bytes] of heaviest(perPackage, 25)) console.log(`       ${kB(bytes).padStart(9)}  ${name}`);
  console.log(`     the ${top} heaviest modules:`);
  for (const [name, bytes] of heaviest(perSource, top)) console.log(`       ${kB(bytes).padStart(9)}  ${name}`);
  console.log(`     the files: ${js.join(' ')}`);
}

/** A screenshot of a page once it has drawn for a second. */
async function settledShot(page: Page, path: string): Promise<void> {
  await page.waitForTimeout(1500);
  await page.screenshot({ path });
}

/** Figure 2: navigation to first frame, published viewer against the bare GLB page, alternating fresh contexts. */
async function firstFrameAgainstBare(browser: Browser, viewerUrl: string): Promise<void> {
  // The scene as the viewer built it, exported as GLB.
  const probe = await browser.newContext();
  const page = await probe.newPage();
  await page.goto(viewerUrl);
  await page.waitForFunction(FIRST_FRAME, undefined, { timeout: 120_000 });
  const snapshot = await snapshotOfPlayer(page);
  await probe.close();
  const glb = await glbOfSnapshot(snapshot);
  const bare = await serveBarePage(Number(process.env.BENCH_BARE_PORT ?? 5217), resolve(here, 'bare-glb'), { '/scene.glb': glb });
  const bareUrl = `${bare.url}#${encodeURIComponent(JSON.stringify(snapshot.spec))}`;
  try {
    const viewer: number[] = [];
    const reference: number[] = [];
    const ratios: number[] = [];
    // The first frame of the ready scene (every material compiled and texture loaded before it), on both pages alike.
    const readyRatios: number[] = [];
    const ready: Record<'viewer' | 'bare', number[]> = { viewer: [], bare: [] };
    // BENCH_SCREENSHOTS=<dir>: a picture of each page (after its timing, so it costs no run anything).
    const shots = process.env.BENCH_SCREENSHOTS;
    for (let i = 0; i < RUNS; i++) {
      // Alternate which page goes first, so neither always meets the other's leftovers.
      const order = i % 2 === 0 ? ['viewer', 'bare'] as const : ['bare', 'viewer'] as const;
      const times: Record<string, number> = {};
      for (const which of order) {
        const context = await browser.newContext();
        const p = await context.newPage();
        if (which === 'viewer') {
          await p.goto(viewerUrl);
          await p.waitForFunction(FIRST_FRAME, undefined, { timeout: 120_000 });
          times.viewer = await p.evaluate('window.__scenePlayer.view.firstFrameAt') as number;
          await p.waitForFunction(() => ((window as { __scenePlayer?: { view: { readyFrameAt?: number } } }).__scenePlayer?.view.readyFrameAt ?? 0) > 0, undefined, { timeout: 120_000 });
          times.viewerReady = await p.evaluate('window.__scenePlayer.view.readyFrameAt') as number;
          if (shots && i === 0) await settledShot(p, join(shots, 'publish-viewer.png'));
        } else {
          await p.goto(bareUrl);
          await p.waitForFunction(() => (window.bareFirstFrameAt ?? 0) > 0 || window.bareError !== undefined, undefined, { timeout: 120_000 });
          const error = await p.evaluate('window.bareError') as string | undefined;
          if (error) throw new Error(`bare GLB page: ${error}`);
          times.bare = await p.evaluate('window.bareFirstFrameAt') as number;
          await p.waitForFunction(() => (window.bareReadyFrameAt ?? 0) > 0, undefined, { timeout: 120_000 });
          times.bareReady = await p.evaluate('window.bareReadyFrameAt') as number;
          if (shots && i === 0) await settledShot(p, join(shots, 'publish-bare-glb.png'));
        }
        await context.close();
      }
      viewer.push(times.viewer);
      reference.push(times.bare);
      ratios.push(times.viewer / times.bare);
      ready.viewer.push(times.viewerReady);
      ready.bare.push(times.bareReady);
      readyRatios.push(times.viewerReady / times.bareReady);
    }
    const ratio = median(ratios);
    console.log(`  2. first frame, navigation to first frame drawn: published viewer median ${median(viewer).toFixed(0)} ms (${viewer.map((v) => v.toFixed(0)).join(', ')}), `
      + `bare Babylon.js + GLB (${kB(glb.length)}, ${snapshot.meshes.length} meshes) median ${median(reference).toFixed(0)} ms (${reference.map((v) => v.toFixed(0)).join(', ')})`);
    console.log(`     median ratio of ${RUNS} alternating pairs: ${ratio.toFixed(2)} (target ≤ ${RATIO_TARGET}: ${ratio <= RATIO_TARGET ? 'met' : 'OVER'}; ratios ${ratios.map((r) => r.toFixed(2)).join(', ')})`);
    console.log(`     first frame of the ready scene (materials compiled, textures loaded): viewer median ${median(ready.viewer).toFixed(0)} ms, bare median ${median(ready.bare).toFixed(0)} ms; `
      + `median ratio ${median(readyRatios).toFixed(2)} (ratios ${readyRatios.map((r) => r.toFixed(2)).join(', ')})`);
    if (process.env.BENCH_PROFILE === '1') {
      const context = await browser.newContext();
      const p = await context.newPage();
      printProfile('published viewer, navigation to first frame', await profileWhile(p, async () => {
        await p.goto(viewerUrl);
        await p.waitForFunction(FIRST_FRAME, undefined, { timeout: 120_000 });
      }, 25));
      await context.close();
    }
  } finally {
    await bare.stop();
  }
}

/** Figure 3: Lighthouse on the viewer page (mobile preset, lighthouse's default; and desktop). */
async function lighthouseFigures(viewerUrl: string): Promise<void> {
  for (const preset of ['mobile', 'desktop'] as const) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOf(viewerUrl, preset));
    const scores = runs.map((r) => r.score);
    const middle = runs.find((r) => r.score === median(scores))!;
    console.log(`  3. Lighthouse ${preset} performance score: median ${median(scores)} of ${runs.length} (${scores.join(', ')}; aim 90+); that run: ${middle.metrics}`);
    if (middle.opportunities) console.log(`     its opportunities: ${middle.opportunities}`);
    if (middle.warnings) console.log(`     its warnings: ${middle.warnings}`);
  }
}

/** Figure 4: `VISITS` visits at once to one new link; every one counted, p95 of the short-link call. */
async function concurrentVisits(backend: Backend): Promise<void> {
  // As deployed: replies are not checked against their schemas (CHECK_REPLIES is off by default; tests turn it on).
  const server = await startTestServer(backend, { webRoot: WEB_ROOT, checkReplies: false });
  try {
    const { api, demoUuid } = await demoAccount(server.url);
    const link = await publishDemo(api, demoUuid);
    const before = (await call<{ accessCount: number }>(api, 'GET', `/repo/kf-publish-link/count?linkUuid=${link.linkUuid}`)).accessCount;
    const started = performance.now();
    const results = await burst(`${api.base}/cloud/api/repo/kf-publish-link/shortLink/${link.shortKey}`, VISITS);
    const wall = performance.now() - started;
    const after = (await call<{ accessCount: number }>(api, 'GET', `/repo/kf-publish-link/count?linkUuid=${link.linkUuid}`)).accessCount;
    const ok = results.filter((r) => r.status === 200).length;
    const statuses = [...new Set(results.map((r) => r.status))].sort().join(', ');
    const counted = after - before;
    const ms = results.map((r) => r.ms);
    console.log(`  4. ${VISITS} concurrent visits to one link, ${backend}: ${ok} answered 200 (statuses ${statuses}), the link's count went ${before} → ${after} `
      + `(${counted === VISITS ? 'every visit counted, none lost' : `${VISITS - counted} LOST`}); short-link call p50 ${percentile(ms, 50).toFixed(0)} ms, `
      + `p95 ${percentile(ms, 95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms; all answered in ${(wall / 1000).toFixed(1)} s`);
  } finally {
    await server.stop();
  }
}

export default async function publishBench(): Promise<void> {
  requireBuild();
  // BENCH_FIGURES=1,3 runs only some figures.
  const only = (process.env.BENCH_FIGURES ?? '1,2,3,4').split(',');
  console.log('  (the machine is shared with other engineers: figures under load are noisy; medians of several runs)');
  const server = await startTestServer('sqlite', { webRoot: WEB_ROOT });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const { api, demoUuid } = await demoAccount(server.url);
    const link = await publishDemo(api, demoUuid);
    const viewerUrl = `${api.base}/preview/${link.shortKey}`;
    if (only.includes('1')) await javascriptBeforeFirstFrame(browser, viewerUrl);
    if (only.includes('2')) await firstFrameAgainstBare(browser, viewerUrl);
    await browser.close();
    if (only.includes('3')) await lighthouseFigures(viewerUrl);
  } finally {
    await browser.close();
    await server.stop();
  }
  if (only.includes('4')) {
    await concurrentVisits('sqlite');
    if (process.env.DATABASE_URL) await concurrentVisits('postgres');
    else console.log('  4. PostgreSQL: skipped (DATABASE_URL is not set)');
  }
}
