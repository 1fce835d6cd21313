import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { boxColour, openLitScene } from './support/lit-scene.js';
import { useLocale as keepLocale } from './support/platform-helpers.js';

/** An orange 2×2 PNG as a data URL (made by the page's canvas). */
function orangePicture(page: Page): Promise<string> {
  return page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 2; c.height = 2;
    const g = c.getContext('2d')!;
    g.fillStyle = '#ff8000';
    g.fillRect(0, 0, 2, 2);
    return c.toDataURL('image/png');
  });
}

/** Poll the box's colour until `check` holds. */
async function expectBox(page: Page, what: string, check: (c: [number, number, number]) => boolean): Promise<[number, number, number]> {
  let last: [number, number, number] = [0, 0, 0];
  await expect(async () => {
    last = await boxColour(page);
    expect(check(last), `${what}: box colour ${last.map((v) => v.toFixed(0)).join(',')}`).toBe(true);
  }).toPass({ timeout: 30_000 });
  return last;
}

const close = (a: readonly number[], b: readonly number[], tolerance: number) => a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= tolerance);

async function undoKey(page: Page): Promise<void> {
  await page.getByTestId('viewport-canvas').focus().catch(() => undefined);
  await page.locator('body').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
  await page.keyboard.press('Control+z');
}

async function redoKey(page: Page): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
  await page.keyboard.press('Control+y');
}

// The probe draws without the gizmo: with it, the references (box selected, gizmo on the box) and the later checks
// (ground or nothing selected) averaged different overlays, which read as 'the Multiply channel is lost' after undo and reload.
test('a mixed material: texture and gradient channels blended by Multiply, a shared channel edited once, undo, save and reload', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' && /shader|compile|effect/i.test(m.text())) errors.push(m.text()); });
  await openLitScene(page);
  await page.getByTestId('tab-sceneTree').click();
  await page.locator('[data-testid=scene-tree-row-box]').click();
  const plain = await boxColour(page);

  // Channel 1: a texture stage showing an orange picture (unlit: the picture's colour as it is).
  await page.getByTestId('material-new').selectOption('KMaterial');
  await expect(page.getByTestId('kmat-texture-count')).toHaveText('Textures 0/16');
  await page.getByTestId('kmat-add-channel').click();
  await page.getByTestId('kmat-add-stage-0').click();
  await page.getByTestId('kmat-stage-menu-add-Texture').click();
  await expect(page.getByTestId('kmat-texture-count')).toHaveText('Textures 1/16');
  // A new stage is selected: its panel shows.
  // Its picture through the texture editor: the orange picture uploaded to the scene (the file input the preview's double-click opens).
  const orangePng = Buffer.from((await orangePicture(page)).split(',')[1], 'base64');
  await page.getByTestId('kmat-0-0-url-drop').getByTestId('texture-file-url').setInputFiles({ name: 'orange.png', mimeType: 'image/png', buffer: orangePng });
  // Predicates rather than exact colours: the selection gizmo drawn over the box moves with the selection.
  const isOrange = ([r, g, b]: readonly number[]) => (r ?? 0) > 200 && (g ?? 0) > 90 && (g ?? 0) < 170 && (b ?? 255) < 60;
  const orange = await expectBox(page, 'orange texture', isOrange);

  // Channel 2: a gradient (black to white) multiplied over it: darker, still orange; Normal instead shows the grey gradient.
  await page.getByTestId('kmat-add-channel').click();
  await page.getByTestId('kmat-add-stage-1').click();
  await page.getByTestId('kmat-stage-menu-add-Gradient').click();
  // From mid grey to white, so the product stays visibly orange everywhere on the box.
  await page.getByTestId('kmat-1-0-colorA').getByTestId('color-swatch').click();
  await page.getByTestId('color-hex').fill('#808080');
  await page.getByTestId('color-hex').press('Enter');
  await page.getByTestId('color-ok').click();
  await page.getByTestId('kmat-channel-1-blend').selectOption('4');
  const isMultiplied = ([r, g, b]: readonly number[]) => (r ?? 0) < orange[0] - 25 && (r ?? 0) > (g ?? 0) && (g ?? 0) > (b ?? 0);
  const multiplied = await expectBox(page, 'multiply', isMultiplied);
  await page.getByTestId('kmat-channel-1-blend').selectOption('2');
  await expectBox(page, 'normal blend shows the grey gradient', ([r, g, b]) => Math.abs(r - g) < 12 && Math.abs(g - b) < 12);
  await undoKey(page);
  await expect(page.getByTestId('kmat-channel-1-blend')).toHaveValue('4');
  await expectBox(page, 'undo brings Multiply back', (c) => close(c, multiplied, 6));

  // Share channel 2 and use it in the ground's own mixed material too; hide it there once: the box loses it as well.
  await page.getByTestId('kmat-channel-1-menu').click();
  await page.getByTestId('kmat-channel-menu-shared').click();
  await expect(page.getByTestId('kmat-channel-1-shared')).toBeVisible();
  await page.locator('[data-testid=scene-tree-row-ground]').click();
  await page.getByTestId('material-new').selectOption('KMaterial');
  await page.getByTestId('kmat-add-shared').selectOption({ index: 1 });
  await expect(page.getByTestId('kmat-channel-0-shared')).toBeVisible();
  await page.getByTestId('kmat-channel-0-eye').click();
  await expectBox(page, 'shared channel hidden from the ground hides it on the box', isOrange);
  await expect(page.getByTestId('kmat-channel-0-eye')).toHaveAttribute('aria-pressed', 'false');
  await undoKey(page);
  await expect(page.getByTestId('kmat-channel-0-eye')).toHaveAttribute('aria-pressed', 'true');
  await expectBox(page, 'undo shows the shared channel on the box again', isMultiplied);
  // Further back: the ground loses the shared channel, then its mixed material; the box keeps the multiplied colour.
  await undoKey(page);
  await expect(page.getByTestId('kmat-channel-0-shared')).toHaveCount(0);
  await undoKey(page);
  await expect(page.getByTestId('kmat-channels')).toHaveCount(0);
  await expectBox(page, 'the box keeps the shared channel', (c) => close(c, multiplied, 6));
  // Redo both: the ground's mixed material with the shared channel, shown, again.
  await redoKey(page);
  await expect(page.getByTestId('kmat-channels')).toBeVisible();
  await redoKey(page);
  await expect(page.getByTestId('kmat-channel-0-shared')).toBeVisible();
  await expect(page.getByTestId('kmat-channel-0-eye')).toHaveAttribute('aria-pressed', 'true');
  await expectBox(page, 'after redo', (c) => close(c, multiplied, 6));

  // Save, reload: the materials, the shared channel and the picture are as they were.
  await page.keyboard.press('Control+S');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 20_000 }).toBe(false);
  await page.reload();
  await waitForViewport(page);
  await expectBox(page, 'after reload', (c) => close(c, multiplied, 6));
  await page.getByTestId('tab-sceneTree').click();
  await page.locator('[data-testid=scene-tree-row-ground]').click();
  await expect(page.getByTestId('kmat-channel-0-shared')).toBeVisible();
  await expect(page.getByTestId('kmat-channel-0-eye')).toHaveAttribute('aria-pressed', 'true');
  await page.locator('[data-testid=scene-tree-row-box]').click();
  await expect(page.getByTestId('kmat-channel-1-shared')).toBeVisible();
  await expect(page.getByTestId('kmat-channel-1-blend')).toHaveValue('4');
  await expect(page.getByTestId('kmat-texture-count')).toHaveText('Textures 1/16');
  expect(close(plain, multiplied, 20)).toBe(false);
  expect(errors).toEqual([]);
  if (process.env.KMAT_SHOTS) await page.screenshot({ path: `${process.env.KMAT_SHOTS}/mixed-multiply-after-reload.png` });
});

test('every stage kind compiles in WebGL', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await openLitScene(page);
  const kinds = await run<string[]>(page, `
    const kinds = ['Texture', 'TextureCombine', 'Sprite', 'Flow', 'Interior', 'Gradient', '3DGradient', 'Color', 'Rim', 'Procedure',
      'VertexData', 'LightInfo', 'Line', 'IdMask', 'NoLight', 'Emissive', 'BaseLight', 'Phong', 'PBR', 'IncidenceLight'];
    const stage = (kind, i) => ({ id: 's' + i, kind, enabled: true, url: '', colorTarget: 1, alphaTarget: 7, uvSource: 0, isCube: i === 2,
      hasAlpha: i % 3 === 0, premultAlpha: i === 4, uvMode: i % 5, warpMode: [0, 1, 2, 6, 7, 8][i % 6], params: {}, fresnel: { bias: 0.1, power: 2 } });
    // One channel per kind (light kinds after a colour), blends cycling through the codes.
    const blends = [2, 1, 3, 4, 32, 33, 100, 111, 121, 124, 143];
    const channels = kinds.map((kind, i) => ({ id: 'c' + i, name: kind, enabled: true, light: false, blend: blends[i % blends.length], invert: i % 4,
      faceMask: i % 3, clipMode: i % 3, amountEnable: true, amount: 0.8, stageLight: 'BaseLight',
      stages: i >= 14 ? [stage('Color', 100 + i), stage(kind, i)] : [stage(kind, i)] }));
    const doc = s.document;
    const material = { id: 'allKinds', type: 'KMaterial', parent: 'materials', name: 'All kinds', children: [], props: { channels: channels.slice(0, 16), alphaCutOff: 0.1, twoSidedLighting: true } };
    const more = { id: 'allKinds2', type: 'KMaterial', parent: 'materials', name: 'All kinds 2', children: [], props: { channels: channels.slice(16) } };
    const container = doc.get('materials');
    const patches = container
      ? [doc.insertPatch([material, more], { parent: 'materials', index: container.children.length })]
      : [doc.insertPatch([{ id: 'materials', type: 'MaterialLibrary', parent: 'scene', name: 'Materials', props: {}, children: ['allKinds', 'allKinds2'] }, { ...material }, { ...more }], { parent: 'scene', index: doc.root.children.length })];
    s.undo.execute([...patches, doc.setPropPatch('box', 'material', 'allKinds'), doc.setPropPatch('ground', 'material', 'allKinds2')]);
    return kinds;
  `);
  expect(kinds).toHaveLength(20);
  if (process.env.KMAT_DEBUG) page.on('console', (m) => console.log(m.type(), m.text().slice(0, 2000)));
  await expect.poll(() => run<boolean>(page, `
    vp.invalidate(true);
    const box = vp.runtime.objectOf('box').node; const ground = vp.runtime.objectOf('ground').node;
    return !!box.material && box.material.name === 'kmaterial.allKinds' && box.material.isReady(box) && !!ground.material && ground.material.isReady(ground);
  `), { timeout: 60_000 }).toBe(true);
  expect(errors.filter((e) => /shader|compile|effect|GLSL/i.test(e))).toEqual([]);
});

test('the channel list, stage strip and stage panel in three languages', async ({ page }) => {
  await openLitScene(page);
  await run(page, `
    const doc = s.document;
    const stage = (kind, id, extra) => ({ id, kind, enabled: true, url: '', colorTarget: 1, alphaTarget: 7, uvSource: 0, isCube: false, hasAlpha: false, premultAlpha: false, uvMode: 0, warpMode: 1, params: {}, ...extra });
    const channels = [
      { id: 'c1', name: 'Base', enabled: true, light: true, stageLight: 'Phong', blend: 2, stages: [stage('Texture', 't1'), stage('Gradient', 'g1', { fresnel: { bias: 0.2, power: 2 } }), stage('Phong', 'p1')] },
      { id: 'c2', name: 'Rim', enabled: false, blend: 4, stages: [stage('Rim', 'r1')] },
    ];
    s.undo.execute([doc.insertPatch([{ id: 'materials', type: 'MaterialLibrary', parent: 'scene', name: 'Materials', props: {}, children: ['shot'] },
      { id: 'shot', type: 'KMaterial', parent: 'materials', name: 'Mixed', children: [], props: { channels } }], { parent: 'scene', index: 1e9 }), doc.setPropPatch('box', 'material', 'shot')]);
  `);
  await page.keyboard.press('Control+S');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 20_000 }).toBe(false);
  const expected = { en: ['Textures 1/16', 'Gradient', 'Fresnel'], 'zh-CN': ['纹理 1/16', '渐变', '菲涅耳'], 'zh-TW': ['紋理 1/16', '漸變', '菲涅耳'] } as const;
  for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
    // The designer is open in English already: a reload (a whole designer start) only to change the language.
    if (locale !== 'en') {
      await keepLocale(page, locale);
      await page.reload();
      await waitForViewport(page);
    }
    await page.getByTestId('tab-sceneTree').click();
    await page.locator('[data-testid=scene-tree-row-box]').click();
    await expect(page.getByTestId('kmat-texture-count')).toHaveText(expected[locale][0]);
    await expect(page.getByTestId('kmat-stage-0-0')).toHaveText(locale === 'en' ? 'Texture' : locale === 'zh-CN' ? '纹理' : '紋理');
    await page.getByTestId('kmat-stage-0-1').click();
    await expect(page.getByTestId('kmat-stage-0-1')).toContainText(expected[locale][1]);
    await expect(page.getByTestId('kmat-0-1-fresnel')).toContainText(expected[locale][2]);
    await page.getByTestId('kmat-stage-0-1').click({ button: 'right' });
    await expect(page.getByTestId('kmat-stage-menu')).toBeVisible();
    const panel = page.getByTestId('kmat-channels');
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`kmaterial-editors-${locale}.png`) });
    if (process.env.KMAT_SHOTS) await page.screenshot({ path: `${process.env.KMAT_SHOTS}/kmaterial-editors-${locale}.png` });
    await page.keyboard.press('Escape');
  }
});
