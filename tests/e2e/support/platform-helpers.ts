import { expect, type Page } from '@playwright/test';

/** Keep a locale before the app starts (on the app's origin). */
export async function useLocale(page: Page, locale: 'en' | 'zh-CN' | 'zh-TW'): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('kf.locale', value), locale);
}

/** Bring a designer panel's tab to the front when it is behind another tab. */
export async function showPanel(page: Page, panelId: string): Promise<void> {
  const tab = page.getByTestId(`tab-${panelId}`);
  await expect(tab).toBeVisible({ timeout: 20_000 });
  await tab.click();
}

/** Run a command from the palette by typing part of its title. */
export async function runFromPalette(page: Page, query: string): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
  await page.keyboard.press('Control+Shift+P');
  const palette = page.getByTestId('command-palette');
  await expect(palette).toBeVisible();
  await page.keyboard.type(query);
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
}

/** A toast with this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByTestId('notification').filter({ hasText: text });
}
