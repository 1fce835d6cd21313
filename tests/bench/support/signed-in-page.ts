import type { Browser, Page } from 'playwright-core';

/** What the login call answers (the fields the browser keeps). */
export interface BenchLogin {
  token: string;
  user: unknown;
  pvg?: unknown;
  allP?: unknown;
  prosCons?: unknown;
}

/** A new page of `browser` signed in as `login` on the server at `serverUrl` (English), not yet on any screen. */
export async function signedInPage(browser: Browser, serverUrl: string, login: BenchLogin, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${serverUrl}/favicon.svg`).catch(() => undefined);
  await page.evaluate((data) => {
    localStorage.setItem('kf.token', data.token);
    localStorage.setItem('kf.user', JSON.stringify(data.user));
    localStorage.setItem('kf.permissions', JSON.stringify({ pvg: data.pvg, allP: data.allP, prosCons: data.prosCons }));
    localStorage.setItem('kf.locale', 'en');
  }, login);
  return page;
}
