import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, openDemoScene, waitForViewport } from './support/designer.js';
import { meanPixelDifference, settledPicture } from './support/pixels.js';
import { solidPng } from './support/pictures.js';
import { toast, useLocale as keepLocale } from './support/platform-helpers.js';

// The texture property (issue 13 item 5): presets, the gradient editor, drops with their rules, uploads, undo, save and
// reload, and the editor in three languages.

const BOX = 'tx-box';
const KBOX = 'tx-kbox';
const PBR = 'tx-pbr';
const KMAT = 'tx-kmat';
const prop = (id: string, name: string) => `return s.document.get('${id}')?.props?.${name} ?? '';`;


/** The picture once the runtime is idle, the albedo texture ready and two redraws agree. */
async function stablePicture(page: Page): Promise<number[]> {
  await expect.poll(() => run<boolean>(page, `await vp.runtime.whenIdle(); const t = vp.runtime.objectOf('${BOX}')?.node?.material?.albedoTexture; return !t || t.isReady();`), { timeout: 60_000 }).toBe(true);
  return settledPicture(page);
}


async function selectNode(page: Page, id: string): Promise<void> {
  await run(page, `s.selection.set(['${id}']);`);
  const tab = page.getByTestId('tab-inspector');
  if (await tab.count()) await tab.click();
}

async function openMenu(page: Page, name: string): Promise<void> {
  await page.getByTestId(`texture-preview-${name}`).scrollIntoViewIfNeeded();
  await page.getByTestId(`texture-preview-${name}`).click({ button: 'right' });
  await expect(page.getByTestId('texture-menu')).toBeVisible();
}

async function dragResource(page: Page, kind: 'image' | 'hdr', name: string, target: string): Promise<void> {
  const item = page.getByTestId('builtin-resources').getByTestId(`builtin-${kind}-${name}`);
  await item.scrollIntoViewIfNeeded();
  const zone = page.getByTestId(target);
  await zone.scrollIntoViewIfNeeded();
  await item.dragTo(zone);
}

test('texture property: presets, gradient editor, drops with their rules, uploads, undo, save and reload, three languages', async ({ page }) => {
  test.setTimeout(600_000);
  const opened = await openDemoScene(page);
  const treeBefore = await run<string[]>(page, 'return [...s.document.root.children];');
  const environmentBefore = await run<unknown>(page, prop('scene', 'environmentUrl'));

  // A box with a PBR material in front of the camera, another with a mixed material holding a Texture stage.
  await run(page, `
    const doc = s.document;
    const library = doc.get('materials') ? [] : [{ id: 'materials', type: 'MaterialLibrary', parent: 'scene', name: 'Materials', props: {}, children: [] }];
    const stage = { id: 'txs', kind: 'Texture', enabled: true, url: '', colorTarget: 1, alphaTarget: 7, uvSource: 0, isCube: false, hasAlpha: false, premultAlpha: false, uvMode: 0, warpMode: 1, params: {} };
    s.undo.execute([
      ...(library.length ? [doc.insertPatch(library, { parent: 'scene', index: doc.root.children.length })] : []),
      doc.insertPatch([{ id: '${PBR}', type: 'PBRMaterial', parent: 'materials', name: 'Textured', children: [], props: {} },
        { id: '${KMAT}', type: 'KMaterial', parent: 'materials', name: 'Mixed textured', children: [], props: { channels: [{ id: 'txc', name: 'Base', enabled: true, blend: 2, stages: [stage] }] } }],
        { parent: 'materials', index: 0 }),
      doc.insertPatch([{ id: '${BOX}', type: 'Mesh', parent: 'scene', name: '${BOX}', children: [],
        props: { geometry: { className: 'Box', params: { width: 2.5, height: 2.5, depth: 2.5 } }, position: { x: 0, y: 1.5, z: 1.5 }, material: '${PBR}' } },
        { id: '${KBOX}', type: 'Mesh', parent: 'scene', name: '${KBOX}', children: [],
        props: { geometry: { className: 'Box', params: {} }, position: { x: 40, y: 0, z: 0 }, material: '${KMAT}' } }],
        { parent: 'scene', index: doc.root.children.length }),
    ]);
  `);
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  await selectNode(page, BOX);
  const albedo = page.getByTestId('texture-albedoTexture');
  await expect(albedo).toBeVisible({ timeout: 30_000 });
  const plain = await stablePicture(page);
  const steps: unknown[] = [''];

  // 1. A gradient preset from the right-click menu: a generated texture on the material, the picture changes.
  await openMenu(page, 'albedoTexture');
  await page.getByTestId('texture-menu-gradients').click();
  await page.getByTestId('texture-gradient-preset-1').click();
  await expect.poll(() => run(page, prop(PBR, 'albedoTexture'))).toMatchObject({ type: 'linear', deg: 90 });
  steps.push(await run(page, prop(PBR, 'albedoTexture')));
  await expect.poll(() => run(page, `const t = vp.runtime.objectOf('${BOX}').node.material.albedoTexture; return !!t && !t.url;`)).toBe(true);
  const gradient = await stablePicture(page);
  expect(meanPixelDifference(gradient, plain)).toBeGreaterThan(0.5);

  // 2. The gradient editor on double-click: a new angle and a new stop colour, one undo step.
  await page.getByTestId('texture-preview-albedoTexture').dblclick();
  await expect(page.getByTestId('texture-gradient-editor')).toBeVisible();
  await page.getByTestId('texture-gradient-angle').fill('0');
  await page.getByTestId('texture-gradient-color-1').evaluate((input: HTMLInputElement) => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    set.call(input, '#00ff00');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.screenshot({ path: test.info().outputPath('gradient-editor.png') });
  await page.getByTestId('texture-gradient-close').click();
  await expect.poll(() => run(page, prop(PBR, 'albedoTexture'))).toMatchObject({ deg: 0, colors: [{}, { red: 0, green: 255, blue: 0 }] });
  steps.push(await run(page, prop(PBR, 'albedoTexture')));
  const edited = await stablePicture(page);
  expect(meanPixelDifference(edited, gradient)).toBeGreaterThan(0.5);

  // 3. A texture preset (generated in the browser): the pixels change again.
  await openMenu(page, 'albedoTexture');
  await page.getByTestId('texture-menu-textures').click();
  await expect(page.getByTestId('texture-menu-texture-list').locator('canvas')).toHaveCount(52);
  await page.getByTestId('texture-preset-checker-1').click();
  await expect.poll(() => run(page, prop(PBR, 'albedoTexture'))).toEqual({ procedural: 'checker-1' });
  steps.push({ procedural: 'checker-1' });
  const checker = await stablePicture(page);
  expect(meanPixelDifference(checker, edited)).toBeGreaterThan(0.5);
  // A generated texture cannot be saved as an image file.
  await openMenu(page, 'albedoTexture');
  await page.getByTestId('texture-menu-save').click();
  await expect(toast(page, 'cannot be saved as an image file').first()).toBeVisible();

  // 4. An image dropped from the resource list.
  await run(page, `await s.commands.execute('builtinResources.insert');`);
  await expect(page.getByTestId('builtin-resources')).toBeVisible();
  await selectNode(page, BOX);
  await dragResource(page, 'image', 'bricks', 'texture-albedoTexture');
  await expect.poll(() => run(page, prop(PBR, 'albedoTexture'))).toMatchObject({ name: 'bricks', url: expect.stringMatching(/bricks\.png$/) });
  steps.push(await run(page, prop(PBR, 'albedoTexture')));
  await expect.poll(() => run(page, `return vp.runtime.objectOf('${BOX}').node.material.albedoTexture?.url ?? '';`)).toMatch(/bricks\.png$/);

  // 5. Uploads: double-click opens the file chooser; a new picture is set, the same one again 'already exists'.
  const png = await solidPng(page, '#ff00ff', 32);
  const upload = async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('texture-preview-albedoTexture').dblclick();
    await (await chooser).setFiles({ name: 'e2e-texture-magenta.png', mimeType: 'image/png', buffer: png });
  };
  await upload();
  await expect(toast(page, 'Set image successfully').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => run(page, prop(PBR, 'albedoTexture'))).toMatchObject({ name: 'e2e-texture-magenta.png', url: expect.stringMatching(/\/resources\/.+\?name=e2e-texture-magenta\.png$/) });
  const magenta = await run(page, prop(PBR, 'albedoTexture'));
  steps.push(magenta);
  await dragResource(page, 'image', 'checker', 'texture-albedoTexture');
  await expect.poll(() => run(page, prop(PBR, 'albedoTexture'))).toMatchObject({ name: 'checker' });
  steps.push(await run(page, prop(PBR, 'albedoTexture')));
  await upload();
  await expect(toast(page, 'Image already exists').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => run(page, prop(PBR, 'albedoTexture'))).toEqual(magenta);
  steps.push(magenta);

  // 6. A 'normal' named image dropped on the mixed material's Texture stage: the stage's colour target becomes 12.
  await selectNode(page, KBOX);
  await page.getByTestId('kmat-stage-0-0').click();
  await dragResource(page, 'image', 'normal-flat', 'texture-url');
  const stageOf = `return s.document.get('${KMAT}').props.channels[0].stages[0];`;
  await expect.poll(() => run(page, stageOf)).toMatchObject({ colorTarget: 12, url: expect.stringMatching(/normal-flat\.png$/) });

  // 7. An HDR environment dropped on the Scene's environment: HDR data (not gamma), cube type.
  await selectNode(page, 'scene');
  await dragResource(page, 'hdr', 'sky', 'texture-environmentUrl');
  await expect.poll(() => run(page, prop('scene', 'environmentUrl'))).toMatchObject({ name: 'sky', gammaSpace: false, cube: true, url: expect.stringMatching(/sky\.hdr$/) });

  // Undo each step, newest first; redo them all.
  await run(page, 's.undo.undo();');
  await expect.poll(() => run(page, prop('scene', 'environmentUrl'))).toEqual(environmentBefore);
  await run(page, 's.undo.undo();');
  await expect.poll(() => run(page, stageOf)).toMatchObject({ colorTarget: 1, url: '' });
  for (let i = steps.length - 2; i >= 0; i--) {
    await run(page, 's.undo.undo();');
    await expect.poll(() => run(page, prop(PBR, 'albedoTexture')), { message: `undo to step ${i}` }).toEqual(steps[i]);
  }
  for (let i = 0; i < steps.length + 1; i++) await run(page, 's.undo.redo();');
  await expect.poll(() => run(page, prop('scene', 'environmentUrl'))).toMatchObject({ name: 'sky', cube: true });
  expect(await run(page, prop(PBR, 'albedoTexture'))).toEqual(steps[steps.length - 1]);

  // Saved and loaded again: everything is where it was, and rendered.
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  await page.reload();
  await waitForViewport(page);
  await run(page, 'await vp.runtime.whenIdle();');
  expect(await run(page, prop(PBR, 'albedoTexture'))).toEqual(steps[steps.length - 1]);
  expect(await run(page, stageOf)).toMatchObject({ colorTarget: 12 });
  expect(await run(page, prop('scene', 'environmentUrl'))).toMatchObject({ name: 'sky', gammaSpace: false, cube: true });
  await expect.poll(() => run(page, `return vp.runtime.objectOf('${BOX}').node.material.albedoTexture?.name ?? '';`), { timeout: 30_000 }).toMatch(/e2e-texture-magenta/);
  // The preview shows the uploaded picture (fetched with the session: the resource route needs it).
  await selectNode(page, BOX);
  await expect.poll(() => page.getByTestId('texture-preview-albedoTexture').evaluate((c: HTMLCanvasElement) => [...c.getContext('2d')!.getImageData(30, 30, 1, 1).data].slice(0, 3)), { timeout: 30_000 }).toEqual([255, 0, 255]);
  await page.getByTestId('texture-albedoTexture').screenshot({ path: test.info().outputPath('uploaded-preview.png') });

  // The texture editor and its menu in three languages (the language is kept in this browser's storage).
  const texts = { en: ['Texture presets', 'Wrap U'], 'zh-CN': ['纹理预设', 'U 向环绕'], 'zh-TW': ['紋理預設', 'U 向環繞'] } as const;
  for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
    // The scene is open in English already: a page load (a whole designer start) only to change the language.
    if (locale !== 'en') {
      await keepLocale(page, locale);
      await page.goto(`/artistDesigner/${opened.projectUuid}/${opened.sceneUuid}/1`);
      await waitForViewport(page);
    }
    await run(page, `s.undo.execute([s.document.setPropPatch('${PBR}', 'albedoTexture', { type: 'linear', deg: 90, colors: [{ red: 255, green: 120, blue: 0, alpha: 1, pct: 0 }, { red: 0, green: 80, blue: 255, alpha: 1, pct: 100 }] })]);`);
    await selectNode(page, BOX);
    await page.getByTestId('texture-preview-albedoTexture').dblclick();
    await expect(page.getByTestId('texture-gradient-editor')).toBeVisible();
    await expect(page.getByTestId('texture-albedoTexture').getByTestId('texture-fields')).toContainText(texts[locale][1]);
    await page.getByTestId('texture-albedoTexture').screenshot({ path: test.info().outputPath(`texture-fields-${locale}.png`) });
    await openMenu(page, 'albedoTexture');
    await page.getByTestId('texture-menu-textures').click();
    await expect(page.getByTestId('texture-menu-textures')).toContainText(texts[locale][0]);
    await page.screenshot({ path: test.info().outputPath(`texture-editor-${locale}.png`) });
    await page.keyboard.press('Escape');
    await run(page, 's.undo.undo();');
  }

  // Leave the scene as it was: our nodes removed, the environment back, saved (in the page still open: each pass above
  // undid its own edit, so the document is the saved one).
  await run(page, `
    const ids = s.document.root.children.filter((id) => !${JSON.stringify(treeBefore)}.includes(id));
    const ours = ['${PBR}', '${KMAT}'].filter((id) => s.document.get(id) && !ids.includes(s.document.get(id).parent));
    s.undo.execute([...ours.map((id) => s.document.removePatch(id)), ...ids.map((id) => s.document.removePatch(id)),
      s.document.setPropPatch('scene', 'environmentUrl', ${JSON.stringify(environmentBefore)})]);
  `);
  expect(await run(page, 'return [...s.document.root.children];')).toEqual(treeBefore);
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
});
