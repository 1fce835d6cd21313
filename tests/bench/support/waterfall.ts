// BENCH_WATERFALL=1: when each request of a page started and ended, and what the page did in between (its resource
// timing), up to a moment; shows which requests wait on each other before the published viewer's first frame.
import type { Browser } from 'playwright-core';

interface Entry {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/** Open `url` in a fresh context, wait for `ready`, and print every request until `at()` with its start and end (ms). */
export async function printWaterfall(browser: Browser, url: string, ready: () => boolean, at: () => number): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript("localStorage.setItem('kf.locale', 'en');");
  await page.goto(url);
  await page.waitForFunction(ready, undefined, { timeout: 120_000 });
  const moment = await page.evaluate(at);
  const entries: Entry[] = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const all = nav ? [{ name: 'document', startTime: nav.startTime, responseEnd: nav.responseEnd }, ...resources] : resources;
    return all.map((e) => ({ name: new URL(e.name, location.href).pathname, start: e.startTime, end: e.responseEnd }));
  });
  await context.close();
  console.log(`     waterfall up to the first frame (${moment.toFixed(0)} ms): start → end ms, request`);
  for (const e of entries.filter((x) => x.start <= moment).sort((a, b) => a.start - b.start)) {
    console.log(`       ${e.start.toFixed(0).padStart(6)} → ${e.end.toFixed(0).padStart(6)}  ${e.name}`);
  }
}
