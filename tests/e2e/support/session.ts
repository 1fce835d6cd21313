import type { Page } from '@playwright/test';

/** The demo account the server seeds on first start. */
export const DEMO_USER = { username: 'demo', password: 'Demo@2026!' } as const;

/** What the login call answers (contracts.md). */
export interface SignInResult {
  readonly token: string;
  readonly user: { readonly userId: string; readonly username: string; readonly nickname: string; readonly manager: boolean; readonly designer: boolean; readonly locked: boolean };
  readonly pvg: readonly string[];
  readonly allP: readonly string[];
  readonly prosCons: boolean;
  readonly subscription?: { readonly planName: string; readonly storageLimit: number; readonly usedStorage: number };
}

/**
 * Log in through the API (POST /cloud/api/action/login) and store the session the way the web app does
 * (kf.token, kf.user, kf.permissions, kf.subscription). Leaves the page on the app's origin; navigate next.
 */
export async function signIn(page: Page, credentials: { username: string; password: string } = DEMO_USER, options: { locale?: 'en' | 'zh-CN' | 'zh-TW' } = {}): Promise<SignInResult> {
  const response = await page.request.post('/cloud/api/action/login', { data: credentials });
  const reply = (await response.json()) as { code: number; msg: string; data: SignInResult };
  if (reply.code !== 0) throw new Error(`signIn(${credentials.username}) failed: HTTP ${response.status()} code ${reply.code} ${reply.msg}`);
  const data = reply.data;
  if (page.url() === 'about:blank') await page.goto('/favicon.ico').catch(() => undefined);
  if (page.url() === 'about:blank' || new URL(page.url()).origin === 'null') await page.goto('/');
  await page.evaluate(
    ({ data, locale }) => {
      localStorage.setItem('kf.token', data.token);
      localStorage.setItem('kf.user', JSON.stringify(data.user));
      localStorage.setItem('kf.permissions', JSON.stringify({ pvg: data.pvg, allP: data.allP, prosCons: data.prosCons }));
      if (data.subscription) localStorage.setItem('kf.subscription', JSON.stringify(data.subscription));
      if (locale) localStorage.setItem('kf.locale', locale);
    },
    { data, locale: options.locale },
  );
  return data;
}

/** Remove the stored session from the page's local storage. */
export async function signOutLocally(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of ['kf.token', 'kf.user', 'kf.permissions', 'kf.subscription', 'kf.userImage']) localStorage.removeItem(key);
  });
}
