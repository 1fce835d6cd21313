import { expect, test, type Page } from '@playwright/test';
import { openDemoScene, waitForViewport } from './support/designer.js';
import { killFrozenPage } from './support/frozen-page.js';
import { runFromPalette, showPanel, toast } from './support/platform-helpers.js';

/** The journal's heads as the page's IndexedDB holds them (what survives the page). */
function journalHeads(page: Page): Promise<{ sceneId: string; count: number; baseVersion: number }[]> {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('kf-autosave-journal');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('heads')) return resolve([]);
      const all = db.transaction('heads').objectStore('heads').getAll();
      all.onsuccess = () => { resolve(all.result); db.close(); };
      all.onerror = () => reject(all.error);
    };
  }));
}

const treeRows = (page: Page, name = 'Transform node') => page.locator('[data-testid^="scene-tree-row-"] .kf-tree-name').filter({ hasText: new RegExp(`^${name}$`) });

test('after the page crashes, reopening the scene offers its unsaved edits as a difference, and restores them; a version compared with the open scene is put back', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const scene = await openDemoScene(page);
  const address = page.url();
  await showPanel(page, 'sceneTree');
  const transformsBefore = await treeRows(page).count();

  // An edit, never saved: a new node.
  await runFromPalette(page, 'Create Transform');
  await expect(treeRows(page)).toHaveCount(transformsBefore + 1);
  await expect.poll(async () => (await journalHeads(page)).find((h) => h.sceneId === scene.sceneUuid)?.count ?? 0).toBeGreaterThanOrEqual(1);

  // The renderer is killed, as a crash would end it: no unload handler, no save.
  await killFrozenPage(browser, page);

  const again = await context.newPage();
  await again.goto(address);
  await waitForViewport(again);
  const dialog = again.getByTestId('autosave-restore-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('Restore unsaved edits?');
  await expect(again.getByTestId('autosave-restore-diff')).toContainText('Added');
  await expect(again.getByTestId('autosave-restore-diff')).toContainText('Transform node');
  await again.screenshot({ path: test.info().outputPath('restore-dialog.png') });
  await again.getByTestId('autosave-restore').click();
  await expect(dialog).toBeHidden();
  await expect(toast(again, 'The unsaved edits were restored').first()).toBeVisible();
  await showPanel(again, 'sceneTree');
  await expect(treeRows(again)).toHaveCount(transformsBefore + 1);

  // Restored edits are unsaved edits: the tab says so, and one undo takes them back.
  await showPanel(again, 'open-scenes');
  const tab = again.getByTestId('open-scene-tab').first();
  await expect(tab).toHaveAttribute('data-dirty', 'true');
  await again.keyboard.press('Control+S');
  await expect(toast(again, 'Scene saved').first()).toBeVisible();
  await expect(tab).toHaveAttribute('data-dirty', 'false');
  // Saved: the journal is gone, and opening the scene again offers nothing.
  await expect.poll(async () => (await journalHeads(again)).some((h) => h.sceneId === scene.sceneUuid)).toBe(false);
  await again.reload();
  await waitForViewport(again);
  await showPanel(again, 'sceneTree');
  await expect(treeRows(again)).toHaveCount(transformsBefore + 1);
  await again.waitForTimeout(1_000);
  await expect(dialog).toBeHidden();

  // Version 2 against version 1: the node is the one difference; its name selects it; Restore takes it out again.
  await showPanel(again, 'version-diff');
  await expect(again.getByTestId('version-diff-version')).toHaveValue('1');
  await again.getByTestId('version-diff-compare').click();
  await expect(again.getByTestId('version-diff-summary')).toHaveText('Differences from version 1: 1');
  const row = again.getByTestId('version-diff-row');
  await expect(row).toHaveAttribute('data-kind', 'added');
  await row.getByRole('button', { name: 'Transform node' }).click();
  await expect(again.getByText('Transform node', { exact: true }).first()).toBeVisible();
  await again.screenshot({ path: test.info().outputPath('version-diff.png') });
  await row.getByTestId('version-diff-restore').click();
  await expect(again.getByTestId('version-diff-summary')).toHaveText('The open scene is the same as version 1.');
  await showPanel(again, 'sceneTree');
  await expect(treeRows(again)).toHaveCount(transformsBefore);
  await context.close();
});
