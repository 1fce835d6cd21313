import { expect, type Locator, type Page } from '@playwright/test';

/** Run File › Publish scene… from the command palette and wait for the Publish dialog to have loaded the scene's links. */
export async function openPublishDialog(page: Page): Promise<Locator> {
  await page.keyboard.press('Control+Shift+P');
  const palette = page.getByTestId('command-palette');
  await expect(palette).toBeVisible();
  await page.keyboard.type('Publish scene');
  await palette.getByTestId('command-palette-item').filter({ hasText: /^Publish scene/ }).first().click();
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
