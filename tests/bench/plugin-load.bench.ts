// Loading a third-party plugin from a URL in headless Chromium against the real server and the built app (npm run
// build first): the example plugin (tests/fixtures/example-plugin) through PluginService.loadFromUrl, from the call
// to its activation having contributed everything: fetch, parse, resolving @scene-platform/sdk through the page's
// import map, activate. The first load, then the median of fresh loads (a new URL each time, so a new module).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startTestServer } from '../api/support/server.js';
import { buildExamplePlugin } from '../fixtures/example-plugin/build.js';
import { openDesignerWithProbe, PROBE } from '../fixtures/inspector-probe/designer.js';

const WEB_ROOT = resolve('dist/web');
const RUNS = 9;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

interface Probe {
  plugins: { loadFromUrl(url: string): Promise<string>; deactivate(id: string): Promise<void> };
}

export default async function pluginLoadBench(): Promise<void> {
  if (!existsSync(join(WEB_ROOT, 'index.html'))) throw new Error('dist/web is missing: run `npm run build` first');
  const code = await buildExamplePlugin();
  console.log(`  example plugin bundle: ${(code.length / 1024).toFixed(1)} kB (the SDK not included)`);
  const server = await startTestServer('sqlite', { webRoot: WEB_ROOT });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 860 } });
    await page.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    await page.route('**/third-party/example-plugin.js*', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: code }));
    await openDesignerWithProbe(page, server.url.replace(/\/$/, ''));
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      times.push(
        await page.evaluate(async ({ name, url }) => {
          const probe = (window as unknown as Record<string, Probe>)[name];
          const t0 = performance.now();
          const id = await probe.plugins.loadFromUrl(url);
          const elapsed = performance.now() - t0;
          await probe.plugins.deactivate(id);
          return elapsed;
        }, { name: PROBE, url: `/third-party/example-plugin.js?run=${run}` }),
      );
    }
    const [first, ...rest] = times;
    const median = [...rest].sort((a, b) => a - b)[Math.floor(rest.length / 2)];
    console.log(`  load from URL, first: ${first.toFixed(1)} ms; fresh module, median of ${RUNS}: ${median.toFixed(1)} ms`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
