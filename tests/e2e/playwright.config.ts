import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT and E2E_WEB_ROOT let several runs share one working tree (each with its own build and server).
const PORT = Number(process.env.E2E_PORT ?? 5190);
const WEB_ROOT = process.env.E2E_WEB_ROOT ?? 'dist/web';
// The config is evaluated again in each worker process: keep one data folder and one output folder per run.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kf-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Per-run output (traces, failure screenshots), so runs in the same working tree do not delete each other's files.
const outputDir = process.env.E2E_OUTPUT_DIR ?? mkdtempSync(join(tmpdir(), 'kf-e2e-results-'));
process.env.E2E_OUTPUT_DIR = outputDir;

/** End-to-end tests: real headless Chromium against the real server serving the built web app (run `npm run build` first). */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The designer runs Babylon in software WebGL on 2 shared cores: pages are slow, so time limits are generous.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1400, height: 860 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx host/server/main.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT,
      DATABASE_URL: '',
    },
  },
});
