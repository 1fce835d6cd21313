import type { Browser, Page } from '@playwright/test';

/**
 * Ends a page whose main thread never returns (a busy loop). Asking the page anything hangs, and closing it or opening
 * another page can wait on its renderer (Chromium may give a new page of the same site the same process), so the
 * renderer processes are killed from outside, by the ids the browser reports: the page then counts as crashed and
 * closes at once. Call it only while the frozen page's context is the worker's only one: every renderer is ended.
 */
export async function killFrozenPage(browser: Browser, page: Page): Promise<void> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  await session.detach();
  const crashed = page.waitForEvent('crash', { timeout: 30_000 });
  for (const { type, id } of processInfo) {
    if (type !== 'renderer') continue;
    try {
      process.kill(id, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await crashed;
  await page.close({ runBeforeUnload: false });
}
