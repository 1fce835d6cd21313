import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { openLitScene, viewportPixelCounts } from './support/lit-scene.js';
import { runFromPalette, toast } from './support/platform-helpers.js';
import { confirmPluginLoad } from './support/plugin-load.js';

/** Pixels of the viewport canvas that are strongly green (the particles are coloured pure green). */
async function greenPixels(page: Page): Promise<number> {
  return (await viewportPixelCounts(page, { green: 'g > 150 && r < 90 && b < 90' })).green;
}

/** The kinds of the selected particle system's stages, with '-' for disabled ones. */
function stageKinds(page: Page): Promise<string[]> {
  return run<string[]>(page, `
    const node = s.document.get(s.selection.selected[0]);
    return (node.props.stages || []).map((st) => (st.enabled === false ? '-' : '') + st.kind);
  `);
}

/** Fire a drop of `mime` data on a stage tile, as a drag from the scene tree or the resources panel ends. */
async function dropOn(page: Page, testId: string, mime: string, data: string): Promise<void> {
  const transfer = await page.evaluateHandle(([m, d]) => {
    const t = new DataTransfer();
    t.setData(m, d);
    return t;
  }, [mime, data] as const);
  const tile = page.getByTestId(testId);
  await tile.dispatchEvent('dragover', { dataTransfer: transfer });
  await tile.dispatchEvent('drop', { dataTransfer: transfer });
}

async function addStage(page: Page, kind: string, how: 'plus' | 'right-click' = 'plus'): Promise<void> {
  if (how === 'plus') await page.getByTestId('stage-add').click();
  else await page.getByTestId('stage-strip').click({ button: 'right', position: { x: 2, y: 2 } });
  await page.getByTestId(`add-stage-${kind}`).click();
}

async function stageMenu(page: Page, index: number, action: string): Promise<void> {
  await page.getByTestId(`stage-tile-${index}`).click({ button: 'right' });
  await page.getByTestId(action).click();
}

test('particle system: stages added, edited, reordered, disabled, dropped on; seen in the viewport; saved and reloaded; a third-party stage runs', async ({ page }) => {
  test.setTimeout(600_000); // a live viewport on software WebGL, several page loads
  const { url } = await openLitScene(page, { name: 'Particles' });
  // Look at the origin from the front, a little above; no gizmo (its green axis would count as particles).
  await run(page, `const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = Math.PI / 2.6; cam.radius = 9; s.viewport.setGizmo('none');`);

  await runFromPalette(page, 'Create Particle system');
  await page.getByTestId('tab-inspector').click();
  const row = page.getByTestId('inspector-row-stages');
  await expect(row.getByTestId('stage-strip')).toBeVisible();
  const id = await run<string>(page, 'return s.selection.selected[0];');
  // Beside the template's box, so the box does not hide the particles.
  await run(page, `s.undo.execute([s.document.setPropPatch(${JSON.stringify(id)}, 'position', { x: 2.5, y: 1.5, z: 0 })]);`);
  // A new system comes with a starter strip (a fountain); this test builds its own strip from an empty one.
  await run(page, `s.undo.execute([s.document.setPropPatch(${JSON.stringify(id)}, 'stages', [])]);`);

  // Add by the plus tile and by right-click: a Box emitter, a Color modifier, a Sprite renderer.
  await addStage(page, 'BoxEmitter');
  await addStage(page, 'ColorModifier', 'right-click');
  await addStage(page, 'SpriteRenderer');
  await expect.poll(() => stageKinds(page)).toEqual(['BoxEmitter', 'ColorModifier', 'SpriteRenderer']);
  await expect(page.getByTestId('stage-tile-1')).toHaveAttribute('data-kind', 'ColorModifier');

  // The Color modifier's colours: pure green from birth to death.
  await page.getByTestId('stage-tile-1').click();
  const details = page.getByTestId('stage-details');
  await details.getByLabel('Start colour').fill('#00ff00');
  await details.getByLabel('End colour').fill('#00ff00');
  await page.getByTestId('stage-tile-0').click();
  await details.getByLabel('Rate (per second)').fill('300');
  await details.getByLabel('Rate (per second)').press('Enter');
  await expect.poll(() => greenPixels(page), { timeout: 30_000, message: 'green particles in the viewport' }).toBeGreaterThan(300);
  await page.screenshot({ path: test.info().outputPath('particles.png') });

  // Reorder: the renderer one to the left and back; a move past the end is ignored.
  await stageMenu(page, 2, 'stage-move-left');
  await expect.poll(() => stageKinds(page)).toEqual(['BoxEmitter', 'SpriteRenderer', 'ColorModifier']);
  await stageMenu(page, 1, 'stage-move-right');
  await stageMenu(page, 2, 'stage-move-right');
  await expect.poll(() => stageKinds(page)).toEqual(['BoxEmitter', 'ColorModifier', 'SpriteRenderer']);

  // Disable the renderer: no particles drawn; enable it again with its box.
  await stageMenu(page, 2, 'stage-toggle');
  await expect.poll(() => stageKinds(page)).toEqual(['BoxEmitter', 'ColorModifier', '-SpriteRenderer']);
  await expect(page.getByTestId('stage-tile-2')).toHaveAttribute('data-enabled', 'false');
  await expect.poll(() => greenPixels(page), { timeout: 30_000 }).toBeLessThan(20);
  await page.getByTestId('stage-tile-2').getByRole('checkbox').check();
  await expect.poll(() => greenPixels(page), { timeout: 30_000 }).toBeGreaterThan(300);

  // Drops: the template's box mesh on a Mesh renderer is accepted, on the Color modifier refused; an image on it too.
  await addStage(page, 'MeshRenderer');
  await dropOn(page, 'stage-tile-3', 'application/x-scene-node', 'box');
  // The template names its box in Chinese; the stage shows the mesh node's name.
  await expect(page.getByTestId('stage-geometry')).toHaveText(await run<string>(page, `return s.document.get('box').name;`));
  expect(await run<string>(page, `return s.document.get(${JSON.stringify(id)}).props.stages[3].geometry;`)).toBe('box');
  await dropOn(page, 'stage-tile-1', 'application/x-scene-node', 'box');
  await expect(toast(page, 'Only model stages (Model emitter, Mesh renderer) accept a mesh')).toBeVisible();
  expect(await run<unknown>(page, `return s.document.get(${JSON.stringify(id)}).props.stages[1].geometry ?? null;`)).toBeNull();
  await dropOn(page, 'stage-tile-1', 'application/x-builtin-resource', JSON.stringify({ kind: 'image', item: { url: '/x.png' } }));
  await expect(toast(page, 'This stage does not support pictures')).toBeVisible();
  // The mesh renderer draws the box once per particle.
  await expect.poll(() => run<number>(page, `const m = vp.scene.meshes.find((x) => x.name.endsWith('.instances')); return m ? m.thinInstanceCount : 0;`)).toBeGreaterThan(10);
  await stageMenu(page, 3, 'stage-delete');
  await expect.poll(() => stageKinds(page)).toEqual(['BoxEmitter', 'ColorModifier', 'SpriteRenderer']);

  // Save, reload: the stages come back and draw.
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  await page.goto(url);
  await waitForViewport(page);
  await run(page, `const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = Math.PI / 2.6; cam.radius = 9; s.viewport.setGizmo('none'); s.selection.set([${JSON.stringify(id)}]);`);
  await expect.poll(() => stageKinds(page)).toEqual(['BoxEmitter', 'ColorModifier', 'SpriteRenderer']);
  await expect.poll(() => greenPixels(page), { timeout: 30_000, message: 'particles after reload' }).toBeGreaterThan(300);

  // The strip, the math items' rules and the add menu in English (the next test: the two other languages), on a second
  // particle system, undone after.
  const reloaded = await run<string>(page, 'return s.document.serialize();');
  await checkTexts(page, 'en');
  await page.keyboard.press('Escape');
  await run(page, `while (s.undo.undo()); s.selection.set([${JSON.stringify(id)}]); await vp.runtime.whenIdle();`);
  expect(await run<string>(page, 'return s.document.serialize();')).toBe(reloaded);

  // A third-party stage loaded from a URL appears in the add menu and runs.
  const fixture = readFileSync(new URL('../fixtures/particle-stage-plugin/index.js', import.meta.url), 'utf8');
  await page.route('**/third-party/particle-tint.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: fixture }));
  await runFromPalette(page, 'load plugin');
  await page.getByTestId('dialog-input').fill('/third-party/particle-tint.js');
  await page.keyboard.press('Enter');
  await confirmPluginLoad(page, '/third-party/particle-tint.js');
  await expect(page.getByTestId('panel-workbench.output')).toContainText('Plugin "acme.particle-tint" loaded from /third-party/particle-tint.js');
  await page.getByTestId('tab-inspector').click();
  await page.getByTestId('stage-add').click();
  await expect(page.getByTestId('add-stage-AcmeTintModifier')).toHaveText('Tint (Acme)');
  await page.getByTestId('add-stage-AcmeTintModifier').click();
  await expect.poll(() => run<number[]>(page, `
    const b = vp.runtime.objectOf(${JSON.stringify(id)}).particles.buffer;
    return b.count > 0 ? [b.fields.variable3[0], b.fields.color[0], b.fields.color[1], b.fields.color[2]] : [];
  `)).toEqual([7, 1, 0, 1]);
  // The tint comes after the green Color modifier: no green left.
  await expect.poll(() => greenPixels(page), { timeout: 30_000 }).toBeLessThan(20);
});

const TEXTS = {
  en: { add: 'Emitters', box: 'Box', math: 'Math', ops: 'Operations', lastItem: 'The last operation cannot be deleted', atTop: 'This operation is already at the top' },
  'zh-CN': { add: '发射器', box: '盒体', math: '数学', ops: '运算', lastItem: '最后一个运算不能删除', atTop: '该运算已在最上方' },
  'zh-TW': { add: '發射器', box: '盒體', math: '數學', ops: '運算', lastItem: '最後一個運算不能刪除', atTop: '此運算已在最上方' },
} as const;

/** A particle system of five stages added and selected: its strip, a math stage's items and their refusals, and the add menu in `locale`. */
async function checkTexts(page: Page, locale: keyof typeof TEXTS): Promise<void> {
  const text = TEXTS[locale];
  await run(page, `
    const stages = [
      { id: 'a', kind: 'BoxEmitter', enabled: true, params: { rate: 0 } },
      { id: 'b', kind: 'MathModifier', enabled: true, params: { target: 'size', items: [{ op: 'add', value: 1 }, { op: 'multiply', value: 2 }] } },
      { id: 'c', kind: 'RandomModifier', enabled: false, params: {} },
      { id: 'd', kind: 'SpriteRenderer', enabled: true, params: {} },
      { id: 'e', kind: 'Repeater', enabled: true, params: {} },
    ];
    s.undo.execute([s.document.insertPatch([{ id: 'ps', type: 'ParticleSystem', parent: 'scene', name: 'Particles', props: { stages }, children: [] }], { parent: 'scene', index: 0 })]);
    s.selection.set(['ps']);
  `);
  await page.getByTestId('tab-inspector').click();
  const row = page.getByTestId('inspector-row-stages');
  await expect(row.getByTestId('stage-tile-0').locator('.kf-stage-title')).toHaveText(text.box);
  await row.getByTestId('stage-tile-1').click();
  await expect(row.getByTestId('stage-details')).toContainText(text.math);
  await expect(row.getByTestId('stage-details')).toContainText(text.ops);
  const items = row.getByTestId('math-items');
  await expect(items.locator('li')).toHaveCount(2);
  await row.screenshot({ path: test.info().outputPath(`stage-strip-${locale}.png`) });

  // MoveUp at the top is refused with a message in the user's language; Add inserts after the line.
  await items.getByTestId('math-item-0').locator('button').nth(2).click();
  await expect(toast(page, text.atTop)).toBeVisible();
  await items.getByTestId('math-item-0').locator('button').nth(0).click();
  await expect(items.locator('li')).toHaveCount(3);
  expect(await run<string[]>(page, `return s.document.get('ps').props.stages[1].params.items.map((i) => i.op + i.value);`)).toEqual(['add1', 'add0', 'multiply2']);
  // Delete down to one line, then Delete is refused.
  await items.getByTestId('math-item-0').locator('button').nth(1).click();
  await items.getByTestId('math-item-0').locator('button').nth(1).click();
  await expect(items.locator('li')).toHaveCount(1);
  await items.getByTestId('math-item-0').locator('button').nth(1).click();
  await expect(toast(page, text.lastItem)).toBeVisible();
  await expect(items.locator('li')).toHaveCount(1);

  await row.getByTestId('stage-add').click();
  await expect(page.getByTestId('stage-add-menu')).toContainText(text.add);
  await page.screenshot({ path: test.info().outputPath(`stage-menu-${locale}.png`) });
}

// English is checked by the test above, in the designer it has open (a designer start per language costs more than the
// checks themselves).
test('the stage strip and the math items in Simplified and Traditional Chinese; math-item rules', async ({ browser }) => {
  test.setTimeout(360_000);
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openLitScene(page, { locale, name: 'Particles' });
    await checkTexts(page, locale);
    await context.close();
  }
});
