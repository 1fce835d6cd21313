import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Locator, type Page } from '@playwright/test';

/** Run File › Publish scene… from the command palette and wait for the Publish dialog to have loaded the scene's links. */
export async function openPublishDialog(page: Page, commandTitle = 'Publish scene'): Promise<Locator> {
  await page.keyboard.press('Control+Shift+P');
  const palette = page.getByTestId('command-palette');
  await expect(palette).toBeVisible();
  await page.keyboard.type(commandTitle);
  await palette.getByTestId('command-palette-item').filter({ hasText: new RegExp(`^${commandTitle}`) }).first().click();
  const dialog = page.getByTestId('publish-dialog');
  await expect(dialog).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  return dialog;
}

/** Start a new link in the dialog (the scene may have links already: it then shows the latest one). */
export async function chooseNewLink(dialog: Locator): Promise<void> {
  const select = dialog.getByTestId('publish-link-select');
  if (await select.count()) await select.selectOption('new');
}

/** Wait for the viewer of a link to have opened it (one visit counted) and built its player. */
export async function waitForPublishedScene(page: Page): Promise<void> {
  await expect(page.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
}

/** Move a link's expiry into the past in the server's database (the dialog sets whole days from today on only). */
export function expireLinkInDatabase(shortKey: string, expiresAt = Date.now() - 60_000): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see tests/e2e/playwright.config.ts)');
  const db = new Database(join(dataDir, 'platform.sqlite'), { fileMustExist: true, timeout: 10_000 });
  try {
    if (db.prepare('UPDATE publish_links SET expires_at = ? WHERE short_key = ?').run(expiresAt, shortKey).changes !== 1) throw new Error(`No link ${shortKey}`);
  } finally {
    db.close();
  }
}
