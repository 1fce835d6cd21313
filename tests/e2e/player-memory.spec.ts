import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import config from './playwright.config.js';
import { FULL_CHROMIUM } from './support/browser-binary.js';
import { openPlayer, pageAnswers, saveScene } from './support/hostile-scene.js';
import { signIn } from './support/session.js';

// Issue 25, the memory cap, in a real browser: a scene whose logic allocates fast is stopped when its worker holds more
// than PUZZLE_LIMITS.memoryBytes, measured by the cross-origin isolated player page; and what isolation must not break.

// Chromium answers a memory measurement at its next garbage collection or after a time limit of its own (12-18 s each
// here); this flag makes it answer at once, so the test waits seconds, not minutes. The player measures without it.
// The full Chromium: its headless shell (the rest of the suite's browser) refuses the measurement ('not available').
const launch = config.use?.launchOptions;
test.use({ launchOptions: { ...launch, executablePath: FULL_CHROMIUM, args: [...(launch?.args ?? []), '--enable-blink-features=ForceEagerMeasureMemory'] } });

test('a logic that allocates fast is stopped at the memory cap, and the page stays responsive', async ({ page }) => {
  const session = await signIn(page, undefined, { locale: 'en' });
  // About 80 MB a second (ten 4 MB typed arrays every 0.5 s; typed arrays count in the worker's measured bytes and cost
  // almost no processor time, so the processor budget cannot stop it first on a loaded machine, as plain arrays filled
  // in a loop did), up to 1 GB so a run without the cap does not take the machine down.
  const logic = `let a = []; scene.every(0.5, () => { if (a.length < 250) for (let i = 0; i < 10; i++) a.push(new Float64Array(5e5)); });`;
  const console = await openPlayer(page, await saveScene(page, session.token, logic));
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await expect(console).toContainText(/its worker held \d+ MB of memory \(at most 256 MB\)/, { timeout: 60_000 });
  await expect(console).not.toContainText('it used the processor for');
  await pageAnswers(page);
});

test('the isolated player page still loads an allowed origin\'s image without CORP, and its workers run', async ({ page }) => {
  // Another origin (another port) serving a PNG with no Cross-Origin-Resource-Policy header and no CORS: COEP
  // credentialless lets it load (require-corp would block it).
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const other = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(png);
  });
  const port = Number(new URL(test.info().project.use.baseURL ?? '').port) + 300;
  await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
  try {
    const origin = `http://127.0.0.1:${port}`;
    const session = await signIn(page, undefined, { locale: 'en' });
    const console = await openPlayer(page, await saveScene(page, session.token, `scene.log('ready')`, { allowedOrigins: origin }));
    await expect(console).toContainText('ready', { timeout: 30_000 });
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    const image = await page.evaluate((src) => new Promise<string>((resolve) => {
      const img = new Image();
      img.onload = () => resolve(`loaded ${img.naturalWidth}x${img.naturalHeight}`);
      img.onerror = () => resolve('blocked');
      img.src = `${src}/pixel.png`;
    }), origin);
    expect(image).toBe('loaded 1x1');
    // The KTX2 transcoder worker (a file with its own COEP) starts and answers a decode; a blob: worker (Babylon's
    // decoder pools) runs too.
    const ktx2 = readdirSync(join(process.env.E2E_WEB_ROOT ?? 'dist/web', 'assets')).find((f) => /^ktx2\.worker-.*\.js$/.test(f));
    expect(ktx2).toBeTruthy();
    const answers = await page.evaluate((url) => new Promise<string[]>((resolve) => {
      const out: string[] = [];
      const worker = new Worker(url);
      worker.onerror = () => resolve([...out, 'ktx2 error']);
      worker.onmessage = (event: MessageEvent<{ action?: string }>) => {
        out.push(`ktx2 ${event.data.action}`);
        const blob = new Worker(URL.createObjectURL(new Blob(['postMessage(self.crossOriginIsolated)'], { type: 'text/javascript' })));
        blob.onmessage = (e: MessageEvent<boolean>) => resolve([...out, `blob ${e.data}`]);
        blob.onerror = () => resolve([...out, 'blob error']);
      };
      worker.postMessage({ action: 'config', js: '/decoders/ktx2/basis_transcoder.js', wasm: '/decoders/ktx2/basis_transcoder.wasm' });
      worker.postMessage({ action: 'decode', data: new Uint8Array([1, 2, 3]), caps: {} });
    }), `/assets/${ktx2}`);
    expect(answers).toEqual(['ktx2 decoded', 'blob true']);
  } finally {
    other.close();
  }
});
