import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { bombGlb, glbErrors, sphereGlb } from '../api/support/model-fixtures.js';
import { openDemoScene } from './support/designer.js';
import { toast } from './support/platform-helpers.js';

// Model lightweighting in the designer and in My files (issue 33, docs/jobs.md): File › Lightweight model… uploads a
// model, follows its job to the end, shows the before/after figures, downloads the GLB (checked with the Khronos
// validator) and puts it in the scene; a model the server refuses shows its message in the dialog; My files lists the
// job with its state, downloads its result and deletes it.

async function openLightDialog(page: Page) {
  await page.keyboard.press('Control+Shift+P');
  const palette = page.getByTestId('command-palette');
  await expect(palette).toBeVisible();
  await page.keyboard.type('Lightweight model');
  await palette.getByTestId('command-palette-item').filter({ hasText: /Lightweight model/ }).first().click();
  const dialog = page.getByTestId('model-light-dialog');
  await expect(dialog.getByTestId('model-light-today')).toBeVisible();
  return dialog;
}

test('lightens a model through the dialog, downloads and uses the result, and lists the job in My files', async ({ page }) => {
  test.setTimeout(180_000);
  await openDemoScene(page);
  const dialog = await openLightDialog(page);

  // A model whose JSON declares more data than a job may decode is refused before anything is stored.
  await dialog.getByTestId('model-light-file').setInputFiles({ name: 'bomb.glb', mimeType: 'model/gltf-binary', buffer: Buffer.from(bombGlb()) });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByTestId('model-light-problem')).toContainText(/declares .* MB of data once decoded/);
  await expect(dialog.getByTestId('model-light-file')).toHaveJSProperty('files.0.name', 'bomb.glb');
  await dialog.screenshot({ path: test.info().outputPath('model-light-refused.png') });
  // A file of another kind is refused in the dialog with the formats the server reads.
  await dialog.getByTestId('model-light-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a model') });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByTestId('model-light-problem')).toHaveText('Upload a .glb, .gltf, .obj or .stl model, or a .zip of a .gltf and its files.');

  const glb = await sphereGlb(96, 128);
  await dialog.getByTestId('model-light-file').setInputFiles({ name: 'sphere.glb', mimeType: 'model/gltf-binary', buffer: Buffer.from(glb) });
  await dialog.getByTestId('model-light-ratio').fill('25');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByTestId('model-light-problem')).toBeEmpty();
  await expect(dialog.getByTestId('model-light-done')).toHaveText('Done: sphere.glb', { timeout: 120_000 });
  const compare = dialog.getByTestId('model-light-compare');
  const cells = async (row: string) => compare.getByRole('row', { name: new RegExp(`^${row}`) }).getByRole('cell').allTextContents();
  const [before, after] = (await cells('Triangles')).map((s) => Number(s.replace(/\D/g, '')));
  expect(before).toBeGreaterThan(20_000);
  expect(Math.abs(after / before - 0.25)).toBeLessThan(0.05);
  await dialog.screenshot({ path: test.info().outputPath('model-light-done.png') });

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download GLB' }).click()]);
  expect(download.suggestedFilename()).toBe('sphere-light.glb');
  const bytes = await readFile((await download.path())!);
  expect(await glbErrors(bytes)).toEqual([]);

  await dialog.getByRole('button', { name: 'Use in scene' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Imported sphere-light').first()).toBeVisible({ timeout: 30_000 });
  // The imported model is the selection: the Properties panel shows it.
  await expect(page.getByRole('tabpanel', { name: 'Properties' })).toContainText('sphere-light');
  await page.keyboard.press('Control+S');
  await expect(toast(page, 'Scene saved').first()).toBeVisible({ timeout: 30_000 });

  // My files › Model jobs: the job, done, its result to download, and delete.
  await page.goto('/myFiles');
  await page.getByTestId('file-kind-model-jobs').click();
  const row = page.getByTestId('model-job-row').filter({ hasText: 'sphere.glb' });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'done');
  await expect(row.getByTestId('model-job-state')).toHaveText('Done');
  await expect(row).toContainText('25 %');
  await page.screenshot({ path: test.info().outputPath('model-light-my-files.png') });
  const [listed] = await Promise.all([page.waitForEvent('download'), row.getByTestId('model-job-download').click()]);
  expect(listed.suggestedFilename()).toBe('sphere-light.glb');
  expect((await readFile((await listed.path())!)).equals(bytes)).toBe(true);
  await row.getByTestId('model-job-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(toast(page, 'Job deleted').first()).toBeVisible();
  await expect(page.getByTestId('model-job-row').filter({ hasText: 'sphere.glb' })).toHaveCount(0);
});
