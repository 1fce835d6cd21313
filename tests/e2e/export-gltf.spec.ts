import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { WebIO } from '@gltf-transform/core';
import { KHRONOS_EXTENSIONS } from '@gltf-transform/extensions';
import { gltfErrors } from '../tools/gltf-validation.js';
import { inViewport as run, openDemoScene, waitForViewport } from './support/designer.js';
import { signIn } from './support/session.js';

// File › Export glTF… (issue 35, docs/interop.md) as a user meets it: the dialog, its progress bar and the download.
// The downloaded file is checked by the Khronos validator and imported again through the designer's own model import.
// A mixed material's channels, which glTF cannot state, are baked by the viewport's engine into pictures.

async function openExportDialog(page: Page) {
  await page.getByTestId('menu-file').click();
  await page.getByTestId('menu-item-exportGltf.open').click();
  const dialog = page.getByTestId('export-gltf-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Names of the engine nodes the runtime built under a document node (a model's nodes), '__root__' left out. */
function namesUnder(page: Page, id: string): Promise<string[]> {
  return run<string[]>(page, `
    const root = vp.runtime.objectOf(${JSON.stringify(id)})?.node;
    if (!root) return [];
    return root.getDescendants(false).filter((n) => ['TransformNode', 'Mesh'].includes(n.getClassName()) && n.name !== '__root__').map((n) => n.name).sort();
  `);
}

test('exports the demo scene as GLB from the File menu; the file passes the Khronos validator and imports again with the same nodes', async ({ page }) => {
  test.setTimeout(240_000);
  await openDemoScene(page);
  const dialog = await openExportDialog(page);
  await expect(dialog.getByRole('heading')).toHaveText('Export glTF');
  await expect(dialog.getByRole('radio', { name: 'GLB (one binary file)' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'The selection (nothing is selected)' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('export-gltf-dialog-en.png') });
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('export-gltf-submit').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Copy-\d+\.glb$/);
  await expect(page.getByTestId('notification').filter({ hasText: `Exported ${download.suggestedFilename()}` })).toBeVisible();
  await expect(dialog).toBeHidden();
  const glb = new Uint8Array(await readFile((await download.path())!));
  expect(await gltfErrors({ glb })).toEqual([]);
  const exported = await new WebIO().registerExtensions(KHRONOS_EXTENSIONS).readBinary(glb);
  const names = exported.getRoot().listNodes().map((n) => n.getName()).sort();
  expect(names).toEqual(['Box', 'Camera', 'Cylinder', 'Lamp', 'Objects', 'Sky light', 'Sphere', 'Sun']);

  // Imported again as a model (dropped on the viewport): the runtime's glTF loader builds the same nodes.
  await page.evaluate((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'round-trip.glb', { type: 'model/gltf-binary' }));
    const target = document.querySelector('.kf-viewport')!;
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, Array.from(glb));
  await expect(page.getByTestId('notification').filter({ hasText: 'Imported round-trip' })).toBeVisible({ timeout: 30_000 });
  const id = await run<string>(page, `for (const id of s.document.ids()) if (s.document.get(id).name === 'round-trip') return id; return undefined;`);
  await expect.poll(() => namesUnder(page, id), { timeout: 30_000 }).toEqual(names);
});

test('the dialog in Simplified Chinese exports the selection as glTF + files (a zip) that passes the validator', async ({ page }) => {
  test.setTimeout(240_000);
  const session = await signIn(page, undefined, { locale: 'zh-CN' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const scenes = (await (await page.request.get(`/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers })).json()).data as { uuid: string; name: string }[];
  const demo = scenes.find((scene) => scene.name === 'Demo scene') ?? scenes[0];
  await page.goto(`/artistDesigner/${project.uuid}/${demo.uuid}/1`);
  await expect(page.getByTestId('viewport-canvas')).toBeVisible({ timeout: 120_000 });
  await waitForViewport(page);
  await run(page, `s.selection.set(['group']);`);
  const dialog = await openExportDialog(page);
  await expect(dialog.getByRole('heading')).toHaveText('导出 glTF');
  await dialog.getByRole('radio', { name: 'glTF + 文件（包含 .gltf、缓冲区和贴图的 .zip）' }).check();
  await dialog.getByRole('radio', { name: '选中的节点（1 个）' }).check();
  await expect(dialog.getByRole('progressbar', { name: '导出进度' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('export-gltf-dialog-zh-CN.png') });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '导出', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const gltfName = Object.keys(files).find((name) => name.endsWith('.gltf'))!;
  const { [gltfName]: json, ...resources } = files;
  expect(Object.keys(resources)).toContain('scene.bin');
  expect(await gltfErrors({ gltf: { json, resources } })).toEqual([]);
  const nodes = (JSON.parse(new TextDecoder().decode(json)) as { nodes: { name: string }[] }).nodes.map((n) => n.name).sort();
  expect(nodes).toEqual(['Box', 'Cylinder', 'Objects', 'Sphere']);
});

/** A stage of a mixed material (the channel list's stored form). */
function stage(kind: string, id: string, params: Record<string, unknown>) {
  return { id, kind, enabled: true, url: '', colorTarget: 1, alphaTarget: 7, uvSource: 0, isCube: false, hasAlpha: false, premultAlpha: false, uvMode: 0, warpMode: 1, params };
}

test('bakes a mixed material\'s gradient into the base colour picture, and its normal stage into the normal map', async ({ page }) => {
  test.setTimeout(240_000);
  await openDemoScene(page);
  // A lit channel whose gradient runs diagonally: red at uv (0, 0), blue at uv (1, 1). A second gradient bends the
  // normal: its normal-map colour's red runs from 0.2 to 0.8 along the same diagonal.
  const channels = [{
    id: 'c', name: 'c', enabled: true, light: true, stageLight: 'BaseLight', blend: 2, invert: 0, faceMask: 0, clipMode: 0, amountEnable: false, amount: 1,
    stages: [
      stage('Gradient', 'g', { colorA: { r: 1, g: 0, b: 0 }, colorB: { r: 0, g: 0, b: 1 }, angle: Math.PI / 4 }),
      { ...stage('Gradient', 'n', { colorA: { r: 0.2, g: 0.5, b: 0.9 }, colorB: { r: 0.8, g: 0.5, b: 0.9 }, angle: Math.PI / 4 }), colorTarget: 12, alphaTarget: 0 },
    ],
  }];
  await run(page, `
    const doc = s.document;
    const material = { id: 'baked', type: 'KMaterial', parent: 'materials', name: 'Gradient', children: [], props: { channels: ${JSON.stringify(channels)}, useEnvironment: false } };
    const container = doc.get('materials');
    const insert = container
      ? doc.insertPatch([material], { parent: 'materials', index: container.children.length })
      : doc.insertPatch([{ id: 'materials', type: 'MaterialLibrary', parent: 'scene', name: 'Materials', props: {}, children: ['baked'] }, material], { parent: 'scene', index: doc.root.children.length });
    s.undo.execute([insert, doc.setPropPatch('box', 'material', 'baked')]);
  `);
  const dialog = await openExportDialog(page);
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('export-gltf-submit').click();
  const glb = new Uint8Array(await readFile((await (await downloading).path())!));
  expect(await gltfErrors({ glb })).toEqual([]);
  const exported = await new WebIO().registerExtensions(KHRONOS_EXTENSIONS).readBinary(glb);
  const material = exported.getRoot().listMaterials().find((m) => (m.getExtras() as { sceneNodeId?: string }).sceneNodeId === 'baked')!;
  expect(material.getExtras()).toMatchObject({ baked: ['baseColor', 'normal'], notBaked: [expect.stringMatching(/^lighting/)] });
  expect(material.getExtension('KHR_materials_unlit')).toBeNull();
  expect(material.getBaseColorFactor()).toEqual([1, 1, 1, 1]);
  const image = material.getBaseColorTexture()!.getImage()!;
  await writeFile(test.info().outputPath('baked-base-colour.png'), image);
  const picture = PNG.sync.read(Buffer.from(image));
  expect([picture.width, picture.height]).toEqual([512, 512]);
  // The picture's top row is glTF's v = 0, the designer's v = 1: red at its bottom left, blue at its top right.
  const texel = (u: number, v: number) => {
    const x = Math.round(u * (picture.width - 1));
    const y = Math.round((1 - v) * (picture.height - 1));
    const at = (y * picture.width + x) * 4;
    return [...picture.data.subarray(at, at + 3)];
  };
  const [r0, g0, b0] = texel(0.05, 0.05);
  const [r1, g1, b1] = texel(0.95, 0.95);
  const [rm, , bm] = texel(0.5, 0.5);
  expect(r0).toBeGreaterThan(200);
  expect(b0).toBeLessThan(40);
  expect(b1).toBeGreaterThan(200);
  expect(r1).toBeLessThan(40);
  expect(Math.max(g0, g1)).toBeLessThan(30);
  expect(Math.abs(rm - bm)).toBeLessThan(40); // half way: as much red as blue
  // Along the other diagonal the gradient is flat: the same colour at (0.05, 0.95) and (0.95, 0.05).
  const across = texel(0.95, 0.05);
  expect(Math.max(...texel(0.05, 0.95).map((c, i) => Math.abs(c - across[i])))).toBeLessThan(20);
  // The normal map in glTF's convention: the stage's red inverted (0.8 at uv (0, 0), 0.2 at uv (1, 1)), green and blue
  // as they were; linear values, scale 1.
  const normalImage = material.getNormalTexture()!.getImage()!;
  await writeFile(test.info().outputPath('baked-normal.png'), normalImage);
  const normalPicture = PNG.sync.read(Buffer.from(normalImage));
  const normalTexel = (u: number, v: number) => {
    const at = (Math.round((1 - v) * (normalPicture.height - 1)) * normalPicture.width + Math.round(u * (normalPicture.width - 1))) * 4;
    return [...normalPicture.data.subarray(at, at + 3)];
  };
  const [nr0, ng0, nb0] = normalTexel(0.05, 0.05);
  const [nr1, ng1, nb1] = normalTexel(0.95, 0.95);
  expect(nr0).toBeGreaterThan(170);
  expect(nr1).toBeLessThan(85);
  for (const green of [ng0, ng1]) expect(Math.abs(green - 128)).toBeLessThan(20);
  for (const blue of [nb0, nb1]) expect(Math.abs(blue - 230)).toBeLessThan(20);
  expect(material.getNormalScale()).toBe(1);
  const box = exported.getRoot().listNodes().find((n) => n.getName() === 'Box')!;
  expect(box.getMesh()!.listPrimitives()[0].getMaterial()).toBe(material);

  // The exported file imported again: the model shows the baked picture.
  await page.evaluate((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'baked.glb', { type: 'model/gltf-binary' }));
    const target = document.querySelector('.kf-viewport')!;
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, Array.from(glb));
  await expect(page.getByTestId('notification').filter({ hasText: 'Imported baked' })).toBeVisible({ timeout: 30_000 });
  await run(page, `s.undo.execute([s.document.setPropPatch('group', 'visible', false)]);`);
  await page.screenshot({ path: test.info().outputPath('export-gltf-baked-reimported.png') });
});
