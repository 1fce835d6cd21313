import type { Page } from 'playwright-core';

/**
 * Answer the plugin manager's confirmation that comes before a plugin loads from a URL (it names the URL, the
 * capabilities the plugin asks for and what any plugin can do): waits for the dialog naming `url`, then confirms.
 */
export async function confirmPluginLoad(page: Page, url: string): Promise<void> {
  await page.getByTestId('dialog').filter({ hasText: url }).getByTestId('dialog-confirm').click();
}
