import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { viewportAt } from './support/viewport-quality.js';
import { e2eChromium } from './support/browser-binary.js';
import { assertBrowserReachable } from './support/unsafe-ports.js';

// E2E_PORT and E2E_WEB_ROOT let several runs share one working tree (each with its own build and servers).
const PORT = Number(process.env.E2E_PORT ?? 5190);
const WEB_ROOT = process.env.E2E_WEB_ROOT ?? 'dist/web';
/**
 * Workers side by side, each with a server and a data folder of its own (no test sees another's accounts, demo scenes
 * or settings). Two on a 2-core machine: see README (Test it) for the measured times of 1 and 2.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// The config is evaluated again in each worker process: keep one data root and one output folder per run.
const dataRoot = process.env.E2E_DATA_ROOT ?? mkdtempSync(join(tmpdir(), 'kf-e2e-'));
process.env.E2E_DATA_ROOT = dataRoot;
/** The allowed plugin origin of a server on `port` is http://127.0.0.1:<port + this> (tests/e2e/plugin-origins.spec.ts). */
const PLUGIN_ORIGIN_PORT_OFFSET = 77;
/** The MQTT broker of a server on `port` listens (over WebSocket) on port + this (tests/e2e/live-data.spec.ts); DATA_ORIGINS allows it. */
const DATA_ORIGIN_PORT_OFFSET = 78;
/** The server of worker slot `slot` (0 … WORKERS-1): ports 1000 apart (clear of the +100, +200 … of other servers). */
const server = (slot: number) => ({ port: PORT + 1000 * slot, dataDir: join(dataRoot, `server-${slot}`) });
assertBrowserReachable(Array.from({ length: WORKERS }, (_, slot) => server(slot).port).flatMap((port) => [
  { port, role: 'server' }, { port: port + PLUGIN_ORIGIN_PORT_OFFSET, role: 'plugin origin' }, { port: port + DATA_ORIGIN_PORT_OFFSET, role: 'data broker' },
]));
// In a worker process Playwright sets TEST_PARALLEL_INDEX (its slot, kept by a replacement worker): the tests' helpers
// read the slot's data folder from E2E_DATA_DIR (support/accounts.ts), the pages open the slot's server.
const own = server(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
process.env.E2E_DATA_DIR = own.dataDir;
// Per-run output (traces, failure screenshots), so runs in the same working tree do not delete each other's files.
const outputDir = process.env.E2E_OUTPUT_DIR ?? mkdtempSync(join(tmpdir(), 'kf-e2e-results-'));
process.env.E2E_OUTPUT_DIR = outputDir;

/**
 * Every page the suite opens draws the designer's viewport at the 'fast' quality (half resolution, 15 frames a second
 * while it redraws on its own, no antialiasing): software WebGL spends most of the suite's time drawing, and no test
 * reads more than the colours of areas (a spec that compares render pixels opens at 'high': `test.use({ storageState:
 * viewportAt('high') })`). tests/e2e/viewport-quality.spec.ts checks the presets themselves.
 */

/** End-to-end tests: real headless Chromium against the real server serving the built web app (run `npm run build` first). */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir,
  fullyParallel: false,
  workers: WORKERS,
  // One more try for a failed test (E2E_RETRIES to change): the summary names a test that passed only on its retry as
  // flaky, so a race stays visible and gets fixed (two clean runs each had one: engine-leak's counts and the shadow
  // spec's read before the lights had compiled), but one such race does not stop every commit from landing.
  retries: Math.max(0, Number(process.env.E2E_RETRIES ?? 1)),
  // The designer runs Babylon in software WebGL on 2 shared cores: pages are slow, so time limits are generous.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${own.port}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1400, height: 860 },
    storageState: viewportAt('fast'),
    launchOptions: {
      executablePath: e2eChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    // Traces cost more than the tests they record (DOM snapshots of the designer at every action, a screencast): the
    // designer-start probe took 67.5 CPU-seconds with retain-on-failure traces (no screenshots) against 43.5 without,
    // and CI's e2e stage took 48.7 min with them on the full browser. A failing test leaves its screenshot;
    // E2E_TRACE=on records a trace of every test and keeps the failing ones' (for a failure that the screenshot and the
    // error do not explain).
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  // The smoke set (tests tagged @smoke: server up, sign-in, designer and viewport, palette) and the rest. `npm run
  // test:e2e` runs `--project smoke` first and the rest only when it passes; a run of chosen spec files runs both
  // (no dependency between the projects, so a targeted run does not pay for the smoke set).
  projects: [
    { name: 'smoke', grep: /@smoke/ },
    { name: 'e2e', grepInvert: /@smoke/ },
  ],
  webServer: Array.from({ length: WORKERS }, (_, slot) => server(slot)).map(({ port, dataDir }) => ({
    command: 'node --import tsx host/server/main.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT,
      DATABASE_URL: '',
      // Every page of a worker comes from 127.0.0.1, and Playwright's route.fetch (specs that hold or rewrite the app's
      // chunks) opens connections of its own beside the browser's: with the per-address cap of 64 a designer start after
      // a few plugin specs got 429 for its chunks and drew nothing. The cap is tested over HTTP (tests/api/slow-clients).
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      // A second origin the designer may import plugins from (tests/e2e/plugin-origins.spec.ts serves one there).
      PLUGIN_ORIGINS: `http://127.0.0.1:${port + PLUGIN_ORIGIN_PORT_OFFSET}`,
      // The origin the designer's live preview may connect to (tests/e2e/live-data.spec.ts starts a broker there).
      DATA_ORIGINS: `http://127.0.0.1:${port + DATA_ORIGIN_PORT_OFFSET}`,
    },
  })),
});
