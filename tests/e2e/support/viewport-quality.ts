import type { PlaywrightTestOptions } from '@playwright/test';

/** The e2e server of this worker (playwright.config.ts sets baseURL to it). */
const origin = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5190) + 1000 * Number(process.env.TEST_PARALLEL_INDEX ?? 0)}`;

/** Local storage that opens the designer's viewport at a quality preset (plugins/viewport/viewport-quality.ts). */
export function viewportAt(quality: 'high' | 'balanced' | 'fast'): PlaywrightTestOptions['storageState'] {
  return { cookies: [], origins: [{ origin: origin(), localStorage: [{ name: 'kf.settings', value: JSON.stringify({ 'viewport.quality': quality }) }] }] };
}
