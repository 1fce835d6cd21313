import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { boxColour, openLitScene, openNewLitScene } from './support/lit-scene.js';

const isRed = ([r, g, b]: readonly number[]) => (r ?? 0) > 200 && (g ?? 255) < 50 && (b ?? 255) < 50;

/** Poll the box's colour (drawn without the gizmo) until `check` holds. */
async function expectBox(page: Page, what: string, check: (c: [number, number, number]) => boolean): Promise<void> {
  await expect(async () => {
    const colour = await boxColour(page);
    expect(check(colour), `${what}: box colour ${colour.map((v) => v.toFixed(0)).join(',')}`).toBe(true);
  }).toPass({ timeout: 30_000 });
}

async function saveScene(page: Page): Promise<void> {
  await page.keyboard.press('Control+S');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 20_000 }).toBe(false);
}

async function selectBox(page: Page): Promise<void> {
  await page.getByTestId('tab-sceneTree').click();
  await page.locator('[data-testid=scene-tree-row-box]').click();
}

test('a mixed material saved to the project from scene A is applied in scene B, saved and reloaded there, then deleted', async ({ page }) => {
  test.setTimeout(300_000);
  const a = await openLitScene(page);
  const name = `Red mixed ${Date.now() % 100000}`;
  // Scene A's box gets a mixed material whose only channel is a shared one: a red colour stage, unlit.
  await run(page, `
    const doc = s.document;
    const stage = { id: 'red', kind: 'Color', enabled: true, url: '', colorTarget: 1, alphaTarget: 7, uvSource: 0, isCube: false, hasAlpha: false,
      premultAlpha: false, uvMode: 0, warpMode: 1, params: { color: { r: 1, g: 0, b: 0 } } };
    const channel = { enabled: true, light: false, blend: 2, stages: [stage] };
    s.undo.execute([
      doc.insertPatch([{ id: 'materialChannels', type: 'MaterialChannelLibrary', parent: 'scene', name: 'Shared channels', props: {}, children: ['redChannel'] },
        { id: 'redChannel', type: 'KMaterialChannel', parent: 'materialChannels', name: 'Red', props: { channel }, children: [] }], { parent: 'scene', index: 1e9 }),
      doc.insertPatch([{ id: 'materials', type: 'MaterialLibrary', parent: 'scene', name: 'Materials', props: {}, children: ['redMixed'] },
        { id: 'redMixed', type: 'KMaterial', parent: 'materials', name: ${JSON.stringify(name)}, props: { channels: [{ shared: 'redChannel' }] }, children: [] }], { parent: 'scene', index: 1e9 }),
      doc.setPropPatch('box', 'material', 'redMixed'),
    ]);
  `);
  await expectBox(page, 'scene A', isRed);
  await selectBox(page);
  const inspector = page.getByTestId('panel-inspector');
  await inspector.getByTestId('material-save-to-project').click();
  await expect(page.getByTestId('notification').filter({ hasText: `Material ${name} saved to the project` }).first()).toBeVisible();
  // Saving again brings the same project material up to date rather than adding a second one.
  await inspector.getByTestId('material-save-to-project').click();
  await expect(page.getByTestId('notification').filter({ hasText: `Material ${name} updated in the project` }).first()).toBeVisible();
  await saveScene(page);

  const headers = { Authentication: a.token };
  const projectMaterials = async () =>
    ((await (await page.request.get(`/cloud/api/repo/kf-material/find-pro-material?projectId=${a.projectUuid}`, { headers })).json()).data as { name: string }[])
      .filter((m) => m.name === name);
  expect(await projectMaterials()).toHaveLength(1);

  // Scene B: a new scene of the same project; its box takes the project material from the Material row.
  await openNewLitScene(page, a.token, a.projectUuid, `B ${Date.now()}`);
  const plain = await boxColour(page);
  expect(isRed(plain)).toBe(false);
  await selectBox(page);
  const fromProject = inspector.getByTestId('material-from-project');
  await fromProject.focus();
  await expect(fromProject.locator('option', { hasText: name })).toHaveCount(1);
  await fromProject.selectOption({ label: name });
  await expectBox(page, 'scene B with the project material', isRed);
  // The shared channel of scene A came as an independent copy: scene B has no shared-channel node.
  const material = await run<{ name: string; type: string; channels: { shared?: string; name: string }[]; sharedNodes: boolean }>(page, `
    const id = s.document.get('box').props.material; const node = s.document.get(id);
    return { name: node.name, type: node.type, channels: node.props.channels, sharedNodes: !!s.document.get('materialChannels') };
  `);
  expect(material).toMatchObject({ name, type: 'KMaterial', sharedNodes: false });
  expect(material.channels.map((c) => [c.shared, c.name])).toEqual([[undefined, 'Red']]);
  await expect(inspector.getByTestId('kmat-channel-0-shared')).toHaveCount(0);

  // Undo takes it off again; redo puts it back.
  await run(page, 's.undo.undo();');
  await expectBox(page, 'undo in scene B', (c) => !isRed(c));
  await run(page, 's.undo.redo();');
  await expectBox(page, 'redo in scene B', isRed);

  await saveScene(page);
  await page.reload();
  await waitForViewport(page);
  await expectBox(page, 'scene B after reload', isRed);
  await selectBox(page);
  await expect(inspector.getByTestId('material-pick').locator('option:checked')).toHaveText(name);
  await page.screenshot({ path: test.info().outputPath('project-material-in-scene-b.png') });
  if (process.env.KMAT_SHOTS) await page.screenshot({ path: `${process.env.KMAT_SHOTS}/project-material-in-scene-b.png` });

  // Delete from the project: the material stays in scene B, the project no longer offers it.
  await inspector.getByTestId('material-delete-from-project').click();
  await expect(page.getByTestId('notification').filter({ hasText: `Material ${name} deleted from the project` }).first()).toBeVisible();
  expect(await projectMaterials()).toHaveLength(0);
  await fromProject.focus();
  await expect(fromProject.locator('option', { hasText: name })).toHaveCount(0);
  await expectBox(page, 'scene B keeps its copy', isRed);
});
