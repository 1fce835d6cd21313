import { expect, test, type Page } from '@playwright/test';
import { inViewport as run } from './support/designer.js';
import { boxColour, openLitScene, openNewLitScene } from './support/lit-scene.js';
import { solidPng } from './support/pictures.js';

// Issue 26, item 4: a project material keeps its uploaded base colour map in another scene, and the project-material
// list shows the project's materials without a first click.

async function selectBox(page: Page): Promise<void> {
  await run(page, "s.selection.set(['box']); await s.commands.execute('workbench.showPanel.inspector');");
}

const isGreen = ([r, g, b]: readonly number[]) => g > 120 && r < 80 && b < 80;

test('a PBR material with an uploaded base colour map, saved to the project in scene A, keeps the map in scene B', async ({ page }) => {
  test.setTimeout(300_000);
  const a = await openLitScene(page, { name: 'Texture A' });
  const name = `Green map ${Date.now() % 100000}`;
  await selectBox(page);
  const inspector = page.getByTestId('panel-inspector');
  await inspector.getByTestId('material-new').selectOption('PBRMaterial');
  const materialId = await run<string>(page, "return s.document.get('box').props.material;");
  await run(page, `s.undo.execute([s.document.setNamePatch('${materialId}', ${JSON.stringify(name)})]);`);
  // The designer uploads a green picture as the base colour map (the texture property's file input).
  await inspector.getByTestId('texture-file-albedoTexture').setInputFiles({ name: 'green-map.png', mimeType: 'image/png', buffer: await solidPng(page, '#00ff00', 16) });
  await expect.poll(() => run(page, `const v = s.document.get('${materialId}').props.albedoTexture; return typeof v === 'string' ? v : v?.url ?? '';`), { timeout: 60_000 }).toContain('green-map.png');
  await expect(async () => expect(isGreen(await boxColour(page))).toBe(true)).toPass({ timeout: 60_000 });
  await selectBox(page);
  await inspector.getByTestId('material-save-to-project').click();
  await expect(page.getByTestId('notification').filter({ hasText: `Material ${name} saved to the project` }).first()).toBeVisible();
  await page.keyboard.press('Control+S');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 20_000 }).toBe(false);

  // Scene B of the same project: the project material is offered at once and applied with its map.
  await openNewLitScene(page, a.token, a.projectUuid, `Texture B ${Date.now()}`);
  await selectBox(page);
  const fromProject = inspector.getByTestId('material-from-project');
  await expect(fromProject.locator('option', { hasText: name })).toHaveCount(1, { timeout: 30_000 });
  await fromProject.selectOption({ label: name });
  await expect.poll(() => run(page, "const id = s.document.get('box').props.material; return id ? s.document.get(id).name : '';")).toBe(name);
  await expect.poll(() => run(page, "const v = s.document.get(s.document.get('box').props.material).props.albedoTexture; return JSON.stringify(v ?? null);")).toContain('green-map.png');
  await expect(inspector.getByTestId('texture-select-albedoTexture')).not.toHaveValue('');
  await expect(async () => expect(isGreen(await boxColour(page))).toBe(true)).toPass({ timeout: 60_000 });
  await inspector.screenshot({ path: test.info().outputPath('scene-b-inspector.png') });

  const headers = { Authentication: a.token };
  const rows = ((await (await page.request.get(`/cloud/api/repo/kf-material/find-pro-material?projectId=${a.projectUuid}`, { headers })).json()).data as { uuid: string; name: string }[]);
  for (const row of rows.filter((r) => r.name === name)) await page.request.delete(`/cloud/api/repo/kf-material/delete-material/${row.uuid}`, { headers });
});
