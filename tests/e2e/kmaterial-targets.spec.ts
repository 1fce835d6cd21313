import { expect, test, type Page } from '@playwright/test';
import { inViewport as run } from './support/designer.js';
import { boxColour, openLitScene } from './support/lit-scene.js';
import { shareOneDesigner } from './support/one-designer.js';
import { viewportAt } from './support/viewport-quality.js';

// These checks compare the viewport's own pixels (small areas, a one-pixel edge, an effect's faint shading): sharp.
test.use({ storageState: viewportAt('high') });

type Rgb = [number, number, number];

/** Every target code of spec 001 §9. */
const TARGETS = [0, 1, 2, 3, 5, 7, 8, 9, 12, 13, 14, 15, 33, 35, 36, 40, 41, 42, 43, 48, 50, 51];

/** Poll the box's colour until `check` holds; the colour it settled on. */
async function expectBox(page: Page, what: string, check: (c: Rgb) => boolean): Promise<Rgb> {
  let last: Rgb = [0, 0, 0];
  await expect(async () => {
    last = await boxColour(page);
    expect(check(last), `${what}: box colour ${last.map((v) => v.toFixed(0)).join(',')}`).toBe(true);
  }).toPass({ timeout: 30_000 });
  test.info().annotations.push({ type: 'box colour', description: `${what}: ${last.map((v) => v.toFixed(0)).join(',')}` });
  return last;
}

const near = (a: number, b: number, tolerance = 14) => Math.abs(a - b) <= tolerance;

/** Put a mixed material on the box from the page's document (one undo step), then select the box and its second stage. */
async function boxMaterial(page: Page, channels: unknown[], props: Record<string, unknown> = {}): Promise<void> {
  await run(page, `
    const doc = s.document;
    const material = { id: 'targets', type: 'KMaterial', parent: 'materials', name: 'Targets', children: [], props: { channels: ${JSON.stringify(channels)}, ...${JSON.stringify(props)} } };
    const container = doc.get('materials');
    const insert = container
      ? doc.insertPatch([material], { parent: 'materials', index: container.children.length })
      : doc.insertPatch([{ id: 'materials', type: 'MaterialLibrary', parent: 'scene', name: 'Materials', props: {}, children: ['targets'] }, material], { parent: 'scene', index: doc.root.children.length });
    s.undo.execute([insert, doc.setPropPatch('box', 'material', 'targets')]);
  `);
}

function stage(kind: string, id: string, extra: Record<string, unknown> = {}) {
  return { id, kind, enabled: true, url: '', colorTarget: 1, alphaTarget: 7, uvSource: 0, isCube: false, hasAlpha: false, premultAlpha: false, uvMode: 0, warpMode: 1, params: {}, ...extra };
}

function channel(id: string, stages: unknown[], extra: Record<string, unknown> = {}) {
  return { id, name: id, enabled: true, light: false, blend: 2, invert: 0, faceMask: 0, clipMode: 0, amountEnable: false, amount: 1, stageLight: 'BaseLight', stages, ...extra };
}

// Each test puts materials of its own on the box (and the ground) of one lit scene, undone before the next.
const designer = shareOneDesigner((page) => openLitScene(page, { name: 'Targets' }));

// An unlit channel: grey base colour 0.4, then a red Colour stage whose colour target is switched in its panel.
test('switching a stage\'s colour target in the stage panel changes what the box shows', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' && /shader|compile|effect|GLSL/i.test(m.text())) errors.push(m.text()); });
  await designer.openScene(page);
  await boxMaterial(page, [channel('c', [
    stage('Color', 'base', { params: { color: { r: 0.4, g: 0.4, b: 0.4 } } }),
    stage('Color', 'probe', { params: { color: { r: 1, g: 0, b: 0 } } }),
  ])], { useEnvironment: false });
  await page.getByTestId('tab-sceneTree').click();
  await page.locator('[data-testid=scene-tree-row-box]').click();
  await page.getByTestId('kmat-stage-0-1').click();
  const target = page.getByTestId('kmat-0-1-colorTarget');
  await expect(target).toHaveValue('1');
  const isRed = ([r, g, b]: Rgb) => r > 150 && g < 50 && b < 50;
  await expectBox(page, 'base colour: the red stage', isRed);

  await target.selectOption('0');
  const grey = await expectBox(page, 'close: the grey base alone', ([r, g, b]) => r > 40 && near(r, g) && near(g, b));

  await target.selectOption('2');
  const emissive = await expectBox(page, 'emissive: grey plus red glow', ([r, g, b]) => r > grey[0] + 60 && near(g, grey[1]) && near(b, grey[2]));

  await target.selectOption('13');
  await expectBox(page, 'irradiation: grey lit by red light, less than the glow', ([r, g, b]) => r > grey[0] + 20 && r < emissive[0] - 10 && near(g, grey[1]) && near(b, grey[2]));

  await target.selectOption('48');
  await expectBox(page, 'colour mask: only the red of the grey', ([r, g, b]) => near(r, grey[0], 20) && g < 25 && b < 25);

  // Reflect (F0 = the red's luminance) reflects the white environment the channel has when the material samples none.
  await target.selectOption('33');
  await expectBox(page, 'reflect: a brighter grey', ([r, g, b]) => r > grey[0] + 30 && near(r, g) && near(g, b));

  await target.selectOption('1');
  await expectBox(page, 'back to base colour', isRed);
  expect(errors).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('kmaterial-targets-panel.png') });
  if (process.env.KMAT_SHOTS) await page.screenshot({ path: `${process.env.KMAT_SHOTS}/kmaterial-targets-panel.png` });
});

test('every target code, as colour and as alpha target, compiles in WebGL', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await designer.openScene(page);
  const lights = ['BaseLight', 'Phong', 'PBR', 'NoLight'];
  // One channel per target, lit in turn by each light kind; a later gradient for the coordinate targets to move.
  const channels = TARGETS.map((code, i) => channel(`t${code}`, [
    stage('Color', `b${i}`, { params: { color: { r: 0.5, g: 0.6, b: 0.7 } } }),
    stage('Color', `p${i}`, { colorTarget: code, alphaTarget: TARGETS[(i + 7) % TARGETS.length], hasAlpha: i % 2 === 0, params: { color: { r: 0.9, g: 0.3, b: 0.2 }, alpha: 0.6 } }),
    stage('Gradient', `g${i}`, { colorTarget: 2 }),
  ], { light: true, stageLight: lights[i % lights.length], blend: i % 3 === 0 ? 4 : 2, amountEnable: true, amount: 0.7 }));
  await run(page, `
    const doc = s.document;
    const channels = ${JSON.stringify(channels)};
    const a = { id: 'targetsA', type: 'KMaterial', parent: 'materials', name: 'Targets A', children: [], props: { channels: channels.slice(0, 11), useEnvironment: true, alphaCutOff: 0.05 } };
    const b = { id: 'targetsB', type: 'KMaterial', parent: 'materials', name: 'Targets B', children: [], props: { channels: channels.slice(11), refractionEnabled: true, twoSidedLighting: true } };
    const container = doc.get('materials');
    const insert = container
      ? doc.insertPatch([a, b], { parent: 'materials', index: container.children.length })
      : doc.insertPatch([{ id: 'materials', type: 'MaterialLibrary', parent: 'scene', name: 'Materials', props: {}, children: ['targetsA', 'targetsB'] }, a, b], { parent: 'scene', index: doc.root.children.length });
    s.undo.execute([insert, doc.setPropPatch('box', 'material', 'targetsA'), doc.setPropPatch('ground', 'material', 'targetsB')]);
  `);
  await expect.poll(() => run<boolean>(page, `
    vp.invalidate(true);
    const box = vp.runtime.objectOf('box').node; const ground = vp.runtime.objectOf('ground').node;
    return box.material?.name === 'kmaterial.targetsA' && box.material.isReady(box) && ground.material?.name === 'kmaterial.targetsB' && ground.material.isReady(ground);
  `), { timeout: 90_000 }).toBe(true);
  // The shaders carry the targets' functions (irradiation, colour mask, environment, coordinates).
  const source = await run<string>(page, `
    const box = vp.runtime.objectOf('box').node; const ground = vp.runtime.objectOf('ground').node;
    return box.material.compiledShaders + ground.material.compiledShaders;
  `);
  for (const fn of ['kIrradiate', 'kColorMask', 'kEnvReflectTargets', 'kTurbid', 'kUvShift', 'kLuma']) expect(source, fn).toContain(fn);
  const box = await boxColour(page);
  expect(box.some((v) => v > 5), 'the box draws').toBe(true);
  expect(errors.filter((e) => /shader|compile|effect|GLSL/i.test(e))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('kmaterial-targets-all.png') });
  if (process.env.KMAT_SHOTS) await page.screenshot({ path: `${process.env.KMAT_SHOTS}/kmaterial-targets-all.png` });
});

// A red Colour stage before a black-to-white gradient along u: as a variable or a flow it changes the gradient it precedes.
test('variables and flow change the later stages of the channel', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' && /shader|compile|effect|GLSL/i.test(m.text())) errors.push(m.text()); });
  await designer.openScene(page);
  await boxMaterial(page, [channel('c', [
    stage('Color', 'probe', { colorTarget: 0, params: { color: { r: 1, g: 0, b: 0 } } }),
    stage('Gradient', 'later', { params: { colorA: { r: 0, g: 0, b: 0 }, colorB: { r: 1, g: 1, b: 1 } } }),
  ])], { useEnvironment: false });
  await page.getByTestId('tab-sceneTree').click();
  await page.locator('[data-testid=scene-tree-row-box]').click();
  await page.getByTestId('kmat-stage-0-0').click();
  const target = page.getByTestId('kmat-0-0-colorTarget');
  const isGrey = ([r, g, b]: Rgb) => near(r, g) && near(g, b);
  const plain = await expectBox(page, 'close: the gradient as it is', (c) => isGrey(c) && c[0] > 20);

  // Variable 0 = the red's luminance (0.3) moves the gradient along u.
  await target.selectOption('40');
  await expectBox(page, 'variable 0 moves the gradient', (c) => isGrey(c) && Math.abs(c[0] - plain[0]) > 25);

  // Variable 2 = 0.3 weighs the gradient over the white start colour.
  await target.selectOption('42');
  await expectBox(page, 'variable 2 weighs the gradient', (c) => isGrey(c) && c[0] > plain[0] + 25);

  // A flow map sways the coordinates over time: two looks of the box a moment apart differ.
  await target.selectOption('50');
  await expect.poll(async () => {
    const a = await boxColour(page);
    await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))));
    const b = await boxColour(page);
    return Math.abs(a[0] - b[0]);
  }, { timeout: 30_000 }).toBeGreaterThan(1);
  expect(errors).toEqual([]);
});
