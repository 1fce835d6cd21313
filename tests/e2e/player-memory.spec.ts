import { expect, test } from '@playwright/test';
import config from './playwright.config.js';
import { openPlayer, pageAnswers, saveScene } from './support/hostile-scene.js';
import { signIn } from './support/session.js';

// Issue 25, the memory cap, in a real browser: a scene whose logic allocates fast is stopped when its worker holds more
// than PUZZLE_LIMITS.memoryBytes, measured by the cross-origin isolated player page.

// Chromium answers a memory measurement at its next garbage collection or after a time limit of its own (12-18 s each
// here); this flag makes it answer at once, so the test waits seconds, not minutes. The player measures without it.
const launch = config.use?.launchOptions;
test.use({ launchOptions: { ...launch, args: [...(launch?.args ?? []), '--enable-blink-features=ForceEagerMeasureMemory'] } });

test('a logic that allocates fast is stopped at the memory cap, and the page stays responsive', async ({ page }) => {
  const session = await signIn(page, undefined, { locale: 'en' });
  // About 40 MB a second (five arrays of a million numbers every 0.5 s): well under the processor budget, so only the
  // memory cap can stop it; without the cap it grows until the tab dies.
  const logic = `let a = []; scene.every(0.5, () => { for (let i = 0; i < 5; i++) a.push(new Array(1e6).fill(i)); });`;
  const console = await openPlayer(page, await saveScene(page, session.token, logic));
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await expect(console).toContainText(/its worker held \d+ MB of memory \(at most 256 MB\)/, { timeout: 60_000 });
  await expect(console).not.toContainText('it used the processor for');
  await pageAnswers(page);
});
