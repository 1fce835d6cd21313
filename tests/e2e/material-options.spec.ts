import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { signIn } from './support/session.js';
import { useLocale as keepLocale } from './support/platform-helpers.js';
import { shareOneDesigner } from './support/one-designer.js';
import { viewportAt } from './support/viewport-quality.js';

// These checks compare the viewport's own pixels (small areas, a one-pixel edge, an effect's faint shading): sharp.
test.use({ storageState: viewportAt('high') });

type Rgb = [number, number, number];

/** A new scene of the 'Basic lit scene' template (camera, lights, ground, box), opened in the designer. */
async function openLitScene(page: Page): Promise<void> {
  const session = await signIn(page, undefined, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const created = await page.request.post('/cloud/api/repo/kf-scene/createScene', { headers, params: { projectId: project.uuid, templateId: 'basic-lit', name: `Options ${Date.now()}` } });
  const scene = (await created.json()).data as { uuid: string };
  await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/1`);
  await waitForViewport(page);
}

/**
 * Pixels of a mesh on the canvas: the mean colour of a patch around its centre, and the counts of clearly red and
 * clearly green pixels in a box around it (the selection gizmo is hidden first so it does not colour them).
 */
function meshPixels(page: Page, id: string, half = 6): Promise<{ mean: Rgb; red: number; green: number }> {
  return run(page, `
    await Promise.race([vp.runtime.whenIdle(), new Promise((r) => setTimeout(r, 1000))]);
    // Draw now and read at once: the canvas keeps no picture once a frame has been shown.
    vp.scene.render();
    const mesh = vp.runtime.objectOf(${JSON.stringify(id)}).node;
    const scene = vp.scene;
    const engine = scene.getEngine();
    const p = mesh.getBoundingInfo().boundingBox.centerWorld;
    const vpx = scene.activeCamera.viewport.toGlobal(engine.getRenderWidth(), engine.getRenderHeight());
    const q = p.constructor.Project(p, mesh.getWorldMatrix().constructor.Identity(), scene.getTransformMatrix(), vpx);
    const canvas = engine.getRenderingCanvas();
    const probe = document.createElement('canvas');
    probe.width = canvas.width; probe.height = canvas.height;
    const g = probe.getContext('2d', { willReadFrequently: true });
    g.drawImage(canvas, 0, 0);
    const d = g.getImageData(Math.round(q.x) - ${half}, Math.round(q.y) - ${half}, ${2 * half}, ${2 * half}).data;
    const sum = [0, 0, 0];
    let red = 0, green = 0;
    for (let i = 0; i < d.length; i += 4) {
      sum[0] += d[i]; sum[1] += d[i + 1]; sum[2] += d[i + 2];
      if (d[i] > 120 && d[i + 1] < 70 && d[i + 2] < 70) red++;
      if (d[i + 1] > 120 && d[i] < 70 && d[i + 2] < 70) green++;
    }
    const n = d.length / 4;
    return { mean: [sum[0] / n, sum[1] / n, sum[2] / n], red, green };
  `);
}

const distance = (a: Rgb, b: Rgb) => Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))));

/** Poll a mesh's pixels until `check` holds. */
async function expectPixels(page: Page, id: string, what: string, check: (p: { mean: Rgb; red: number; green: number }) => boolean, half = 6) {
  let last = { mean: [0, 0, 0] as Rgb, red: 0, green: 0 };
  try {
    await expect.poll(async () => {
      await run(page, 's.selection.clear(); vp.invalidate(true);');
      last = await meshPixels(page, id, half);
      // An all-black read is a frame caught before it was drawn (the mesh never draws pure black here): read again.
      if (last.mean.every((v) => v === 0)) return false;
      return check(last);
    }, { timeout: 60_000 }).toBe(true);
  } catch (error) {
    // The poll's own message is fixed when it starts: name the last read here.
    throw new Error(`${what}: the last read was ${JSON.stringify(last)}`, { cause: error });
  }
  return last;
}

async function selectBox(page: Page): Promise<void> {
  await page.getByTestId('tab-sceneTree').click();
  await page.locator('[data-testid=scene-tree-row-box]').click();
}

async function undoKey(page: Page): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
  await page.keyboard.press('Control+z');
}

/** The mixed material assigned to the box (made from the inspector), with its channels set as a document edit. */
async function boxMixedMaterial(page: Page, channels: string): Promise<string> {
  await selectBox(page);
  await page.getByTestId('material-new').selectOption('KMaterial');
  await expect.poll(() => run<string>(page, `return s.document.get('box').props.material ?? '';`)).not.toBe('');
  const id = await run<string>(page, `return s.document.get('box').props.material;`);
  await run(page, `
    const stage = (kind, id, extra) => ({ id, kind, enabled: true, url: '', colorTarget: 1, alphaTarget: 7, uvSource: 0, isCube: false, hasAlpha: false, premultAlpha: false, uvMode: 0, warpMode: 1, params: {}, ...extra });
    const channel = (id, stages, extra) => ({ id, name: id, enabled: true, light: false, stageLight: 'BaseLight', blend: 2, subSetMaskType: 0, subSetMaskId: 0, subSetMaskName: '', stages, ...extra });
    s.undo.execute([s.document.setPropPatch(${JSON.stringify(id)}, 'channels', ${channels})]);
  `);
  return id;
}

function checkbox(page: Page, row: string) {
  return page.getByTestId('panel-inspector').getByTestId(`inspector-row-${row}`).getByRole('checkbox');
}

test.describe('one lit scene, each test\'s material edits undone before the next', () => {
  const designer = shareOneDesigner(openLitScene);

  test('mixed material options: a reflection probe around the box and refraction through it change the viewport; each toggle is undoable', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' && /shader|compile|effect|GLSL/i.test(m.text())) errors.push(m.text()); });
    await designer.openScene(page);
    // A lit channel: a light grey colour, lit by the PBR stage at opacity 0.3 (see-through where refraction shows).
    const material = await boxMixedMaterial(page, `[channel('lit', [stage('Color', 'c', { params: { color: { r: 0.8, g: 0.8, b: 0.8 } } }), stage('PBR', 'p', { params: { opacity: 0.3, metallic: 0, roughness: 0.1, indexOfRefraction: 1.33 } })])]`);
    await expect.poll(() => run<boolean>(page, `const b = vp.runtime.objectOf('box').node; return b.material?.name === 'kmaterial.${material}' && b.material.isReady(b);`), { timeout: 60_000 }).toBe(true);
    const plain = (await expectPixels(page, 'box', 'plain', () => true, 20)).mean;

    // Reflection probe: a Babylon ReflectionProbe follows the box and draws the scene around it, not the box itself.
    await selectBox(page);
    await checkbox(page, 'reflectionProbeEnabled').check();
    await expect.poll(() => run(page, `
      const probes = vp.scene.reflectionProbes ?? [];
      const box = vp.runtime.objectOf('box').node;
      const ground = vp.runtime.objectOf('ground').node;
      return probes.length === 1 && probes[0].renderList.includes(ground) && !probes[0].renderList.includes(box) && probes[0].renderList.length <= 64;
    `), { timeout: 30_000 }).toBe(true);
    const probed = (await expectPixels(page, 'box', 'reflection probe', (p) => distance(p.mean, plain) > 1, 20)).mean;

    // Refraction on top: the see-through part of the channel shows the probe's picture along the refracted ray.
    await selectBox(page);
    await checkbox(page, 'refractionEnabled').check();
    await expect.poll(() => run(page, `
      const b = vp.runtime.objectOf('box').node;
      const samplers = b.material.attachedBlocks.filter((x) => x.getClassName() === 'ReflectionTextureBlock');
      const probe = vp.scene.reflectionProbes[0];
      return b.material.compiledShaders.includes('kEnvRefract') && b.material.isReady(b) && samplers.length === 2 && samplers.every((x) => x.texture === probe.cubeTexture);
    `), { timeout: 60_000 }).toBe(true);
    const refracted = (await expectPixels(page, 'box', 'refraction', (p) => distance(p.mean, probed) > 20, 20)).mean;
    expect(errors).toEqual([]);

    // Undo: refraction off, then the probe off and disposed, and the box as it was.
    await undoKey(page);
    await expect.poll(() => run(page, `return s.document.get(${JSON.stringify(material)}).props.refractionEnabled;`)).toBe(false);
    await expect.poll(() => run(page, `const b = vp.runtime.objectOf('box').node; return !b.material.compiledShaders.includes('kEnvRefract');`), { timeout: 60_000 }).toBe(true);
    // Back to the probe's look, within 3 of 255: the headless shell's probe redraws its cube after the material changes and
    // the reflection shifts by about 1 (probed 48.4 → 49.6 grey there; refraction had made it 140).
    await expectPixels(page, 'box', 'refraction undone', (p) => distance(p.mean, refracted) > 20 && distance(p.mean, probed) < 3, 20);
    await undoKey(page);
    await expect.poll(() => run(page, `return (vp.scene.reflectionProbes ?? []).length;`)).toBe(0);
    await expectPixels(page, 'box', 'probe undone', (p) => distance(p.mean, plain) < 0.5, 20);
    await page.screenshot({ path: test.info().outputPath('material-options.png') });
  });

  test('a channel restricted to a sub-set colours that sub-set only (by name, then by id)', async ({ page }) => {
    await designer.openScene(page);
    // The box's 36 indices as two sub-sets: its first three faces and its last three.
    await run(page, `s.undo.execute([s.document.setPropPatch('box', 'subSets', [{ name: 'First', start: 0, count: 18 }, { name: 'Second', start: 18, count: 18 }])]);`);
    await boxMixedMaterial(page, `[channel('base', [stage('Color', 'r', { params: { color: { r: 1, g: 0, b: 0 } } })]), channel('masked', [stage('Color', 'g', { params: { color: { r: 0, g: 1, b: 0 } } })])]`);
    // Unmasked, the green channel covers the whole box.
    await expectPixels(page, 'box', 'unmasked: all green', (p) => p.green > 200 && p.red === 0, 20);
    // Masked to the sub-set named 'Second': part of the box is red again, part stays green.
    await selectBox(page);
    const material = await run<string>(page, `return s.document.get('box').props.material;`);
    await run(page, `
      const id = ${JSON.stringify(material)};
      const channels = s.document.get(id).props.channels.map((c, i) => i === 1 ? { ...c, subSetMaskType: 2, subSetMaskName: 'Second' } : c);
      s.undo.execute([s.document.setPropPatch(id, 'channels', channels)]);
    `);
    const byName = await expectPixels(page, 'box', 'masked by name', (p) => p.green > 50 && p.red > 50, 20);
    // By id 0: the other half turns green.
    await run(page, `
      const id = ${JSON.stringify(material)};
      const channels = s.document.get(id).props.channels.map((c, i) => i === 1 ? { ...c, subSetMaskType: 1, subSetMaskId: 0 } : c);
      s.undo.execute([s.document.setPropPatch(id, 'channels', channels)]);
    `);
    const byId = await expectPixels(page, 'box', 'masked by id', (p) => p.green > 50 && p.red > 50 && Math.abs(p.green - byName.green) > 30, 20);
    expect(byId.green + byId.red).toBeGreaterThan(200);
    await page.screenshot({ path: test.info().outputPath('subset-mask.png') });
  });

  test('Phong fresnel: Add a diffuse term and the box turns red facing the camera; Delete and undo', async ({ page }) => {
    await designer.openScene(page);
    await selectBox(page);
    await page.getByTestId('material-new').selectOption('StandardMaterial');
    const panel = page.getByTestId('fresnel-panel');
    await expect(panel).toContainText('No fresnel terms');
    const before = await expectPixels(page, 'box', 'phong', () => true);
    await selectBox(page);
    await panel.getByTestId('fresnel-add-kind').selectOption('diffuse');
    await panel.getByTestId('fresnel-add').click();
    await panel.getByTestId('fresnel-diffuse-right').fill('#ff0000');
    await panel.getByTestId('fresnel-diffuse-bias').fill('0.2');
    await panel.getByTestId('fresnel-diffuse-bias').press('Enter');
    const red = await expectPixels(page, 'box', 'fresnel red', (p) => p.mean[0] > p.mean[1] + 40 && p.mean[0] > p.mean[2] + 40);
    await selectBox(page);
    await page.getByTestId('fresnel-diffuse-delete').click();
    await expectPixels(page, 'box', 'fresnel deleted', (p) => distance(p.mean, before.mean) < 12);
    await undoKey(page);
    await expectPixels(page, 'box', 'undo delete', (p) => distance(p.mean, red.mean) < 12);
  });

  test('PBR fresnel: a diffuse term tints the albedo in WebGL (the material plugin compiles); Delete restores it', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' && /shader|compile|effect|GLSL/i.test(m.text())) errors.push(m.text()); });
    await designer.openScene(page);
    await selectBox(page);
    await page.getByTestId('material-new').selectOption('PBRMaterial');
    const panel = page.getByTestId('fresnel-panel');
    await expect(panel.getByTestId('fresnel-add-kind').locator('option')).toHaveCount(3);
    const before = await expectPixels(page, 'box', 'pbr', () => true);
    await selectBox(page);
    await panel.getByTestId('fresnel-add-kind').selectOption('diffuse');
    await panel.getByTestId('fresnel-add').click();
    await panel.getByTestId('fresnel-diffuse-right').fill('#00ff00');
    await expectPixels(page, 'box', 'pbr fresnel green', (p) => p.mean[1] > p.mean[0] + 20 && p.mean[1] > p.mean[2] + 20);
    await selectBox(page);
    await page.getByTestId('fresnel-diffuse-delete').click();
    await expectPixels(page, 'box', 'pbr fresnel deleted', (p) => distance(p.mean, before.mean) < 12);
    expect(errors).toEqual([]);
  });
});

test('useEnvironment: a lit channel reflects the scene HDR environment; switched off, it does not', async ({ page }) => {
  // Decoding and prefiltering the HDR keeps software WebGL busy for a while.
  test.setTimeout(300_000);
  await openLitScene(page);
  // The Scene node's sky becomes the built-in studio HDR (what dropping it from the resources does).
  await run(page, `s.undo.execute([s.document.setPropPatch(s.document.root.id, 'skyMode', 'hdr'), s.document.setPropPatch(s.document.root.id, 'environmentUrl', '/cloud/api/repo/kf-resource/build-in-file/hdrs/studio.hdr')]);`);
  // Ready once prefiltered for reflections (sdk/viewport/hdr-environment.ts).
  await expect.poll(() => run(page, `const t = vp.scene.environmentTexture; return !!t && t.isReady() && t._prefiltered === true && vp.scene.isReady();`), { timeout: 200_000 }).toBe(true);
  const material = await boxMixedMaterial(page, `[channel('lit', [stage('Color', 'c', { params: { color: { r: 0.3, g: 0.3, b: 0.3 } } }), stage('Phong', 'p')])]`);
  await expect.poll(() => run(page, `
    const b = vp.runtime.objectOf('box').node;
    const sampler = b.material.attachedBlocks.find((x) => x.getClassName() === 'ReflectionTextureBlock');
    return b.material.name === 'kmaterial.${material}' && b.material.isReady(b) && sampler?.texture === vp.scene.environmentTexture;
  `), { timeout: 60_000 }).toBe(true);
  const reflecting = (await expectPixels(page, 'box', 'environment on', () => true, 20)).mean;
  await selectBox(page);
  await checkbox(page, 'useEnvironment').uncheck();
  await expect.poll(() => run(page, `const b = vp.runtime.objectOf('box').node; return !b.material.compiledShaders.includes('kEnvReflect') && b.material.isReady(b);`), { timeout: 60_000 }).toBe(true);
  const plain = (await expectPixels(page, 'box', 'environment off', (p) => distance(p.mean, reflecting) > 1, 20)).mean;
  expect(plain.reduce((a, b) => a + b, 0)).toBeLessThan(reflecting.reduce((a, b) => a + b, 0));
  await undoKey(page);
  await expectPixels(page, 'box', 'undo: environment on again', (p) => distance(p.mean, reflecting) < 0.5, 20);
});

test('the material editor rows and fresnel panel (PBR and Phong), channel and stage editors in three languages', async ({ page }) => {
  await openLitScene(page);
  const term = { enabled: true, bias: 0.1, power: 2, leftColor: { r: 1, g: 0.5, b: 0 }, rightColor: { r: 0, g: 0, b: 0.3 } };
  await run(page, `
    const doc = s.document;
    const stage = (kind, id, extra) => ({ id, kind, enabled: true, url: '', colorTarget: 1, alphaTarget: 7, uvSource: 0, isCube: false, hasAlpha: false, premultAlpha: false, uvMode: 0, warpMode: 1, params: {}, ...extra });
    const channels = [{ id: 'c1', name: 'Base', enabled: true, light: true, stageLight: 'Phong', blend: 2, subSetMaskType: 2, subSetMaskName: 'Top', stages: [stage('Color', 'k1'), stage('Gradient', 'g1', { fresnel: { bias: 0.2, power: 2 } }), stage('PBR', 'p1')] }];
    const term = ${JSON.stringify(term)};
    s.undo.execute([doc.insertPatch([{ id: 'materials', type: 'MaterialLibrary', parent: 'scene', name: 'Materials', props: {}, children: ['pbrShot', 'phongShot', 'mixShot'] },
      { id: 'pbrShot', type: 'PBRMaterial', parent: 'materials', name: 'Brushed', children: [], props: { metallic: 0.7, fresnel: { diffuse: term, emissive: term } } },
      { id: 'phongShot', type: 'StandardMaterial', parent: 'materials', name: 'Glossy', children: [], props: { fresnel: { reflection: term, opacity: term } } },
      { id: 'mixShot', type: 'KMaterial', parent: 'materials', name: 'Mixed', children: [], props: { channels, refractionEnabled: true } }],
      { parent: 'scene', index: 1e9 }), doc.setPropPatch('box', 'material', 'pbrShot'), doc.setPropPatch('ground', 'material', 'phongShot')]);
  `);
  await page.keyboard.press('Control+S');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 20_000 }).toBe(false);
  const expected = {
    en: { metallic: 'Metallic', fresnel: 'Fresnel', diffuse: 'Diffuse', reflection: 'Reflection', refraction: 'Refraction', add: 'Add' },
    'zh-CN': { metallic: '金属度', fresnel: '菲涅耳', diffuse: '漫反射', reflection: '反射', refraction: '折射', add: '添加' },
    'zh-TW': { metallic: '金屬度', fresnel: '菲涅耳', diffuse: '漫反射', reflection: '反射', refraction: '折射', add: '新增' },
  } as const;
  for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
    const text = expected[locale];
    // The designer is open in English already: a reload (a whole designer start) only to change the language.
    if (locale !== 'en') {
      await keepLocale(page, locale);
      await page.reload();
      await waitForViewport(page);
    }
    const inspector = page.getByTestId('panel-inspector');
    // PBR on the box: its rows and the fresnel panel (diffuse and emissive terms; opacity left to add).
    await selectBox(page);
    await expect(inspector.getByTestId('inspector-row-metallic')).toContainText(text.metallic, { timeout: 60_000 });
    await expect(inspector.getByTestId('inspector-row-fresnel')).toContainText(text.fresnel);
    await expect(inspector.getByTestId('fresnel-diffuse')).toContainText(text.diffuse);
    await expect(inspector.getByTestId('fresnel-add')).toHaveText(text.add);
    await inspector.getByTestId('inspector-row-fresnel').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`material-editor-pbr-${locale}.png`) });
    if (process.env.MATOPTS_SHOTS) await page.screenshot({ path: `${process.env.MATOPTS_SHOTS}/material-editor-pbr-${locale}.png` });
    // Phong on the ground: reflection and opacity terms.
    await page.locator('[data-testid=scene-tree-row-ground]').click();
    await expect(inspector.getByTestId('fresnel-reflection')).toContainText(text.reflection, { timeout: 30_000 });
    await inspector.getByTestId('inspector-row-fresnel').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`material-editor-phong-${locale}.png`) });
    if (process.env.MATOPTS_SHOTS) await page.screenshot({ path: `${process.env.MATOPTS_SHOTS}/material-editor-phong-${locale}.png` });
    // The mixed material's option rows, channel (sub-set mask) and stage editors.
    await run(page, `s.undo.execute([s.document.setPropPatch('box', 'material', 'mixShot')]);`);
    await selectBox(page);
    await expect(inspector.getByTestId('inspector-row-refractionEnabled')).toContainText(text.refraction, { timeout: 30_000 });
    await page.getByTestId('kmat-stage-0-1').click();
    await expect(page.getByTestId('kmat-0-1-fresnel')).toContainText(text.fresnel);
    await page.getByTestId('kmat-channels').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`material-editor-mixed-${locale}.png`) });
    if (process.env.MATOPTS_SHOTS) await page.screenshot({ path: `${process.env.MATOPTS_SHOTS}/material-editor-mixed-${locale}.png` });
    await undoKey(page);
  }
});
