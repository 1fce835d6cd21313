import { deflateSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { openDemoScene, waitForViewport, inViewport as run } from './support/designer.js';
import { pixelPatch } from './support/pixels.js';

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A solid RGB PNG, encoded by hand (IHDR, one zlib IDAT, IEND). */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows.set([r, g, b], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A textured quad (2 × 2, both sides) with its material library and a green texture. */
function texturedQuad(): { name: string; type: string; bytes: number[] }[] {
  const obj = [
    'mtllib e2e-quad.mtl', 'o quad',
    'v -1 -1 0', 'v 1 -1 0', 'v 1 1 0', 'v -1 1 0',
    'vt 0 0', 'vt 1 0', 'vt 1 1', 'vt 0 1',
    'vn 0 0 1',
    'usemtl leaf', 'f 1/1/1 2/2/1 3/3/1 4/4/1', 'f 4/4/1 3/3/1 2/2/1 1/1/1', '',
  ].join('\n');
  const mtl = ['newmtl leaf', 'Ka 0 0 0', 'Kd 1 0.9 1', 'Ks 0 0 0', 'map_Kd textures/e2e-leaf.png', ''].join('\n');
  return [
    { name: 'e2e-quad.obj', type: 'text/plain', bytes: Array.from(Buffer.from(obj)) },
    { name: 'e2e-quad.mtl', type: 'text/plain', bytes: Array.from(Buffer.from(mtl)) },
    { name: 'e2e-leaf.png', type: 'image/png', bytes: Array.from(solidPng(16, 16, [20, 200, 40])) },
  ];
}

/** The imported model's node id (by name in the document). */
function nodeIdOf(page: Page, name: string): Promise<string | undefined> {
  return run(page, `for (const id of s.document.ids()) if (s.document.get(id).name === ${JSON.stringify(name)}) return id; return undefined;`);
}

/** Look at the node from the front (its quad faces the camera) and wait until the textures are ready. */
async function lookAtQuad(page: Page, id: string) {
  await run(page, `
    await vp.runtime.whenIdle();
    const node = vp.runtime.objectOf(${JSON.stringify(id)}).node;
    node.computeWorldMatrix(true);
    const cam = vp.scene.activeCamera;
    cam.setTarget(node.getAbsolutePosition().clone());
    cam.alpha = -Math.PI / 2; cam.beta = Math.PI / 2; cam.radius = 4;
  `);
  // Polled from here: waitForFunction re-evaluates a string predicate in the page, which its policy (no unsafe-eval) refuses.
  await expect.poll(() => run<boolean>(page, `
    const root = vp.runtime.objectOf(${JSON.stringify(id)}).node;
    const textures = root.getChildMeshes(false).map((m) => m.material && m.material.diffuseTexture).filter(Boolean);
    return textures.length > 0 && textures.every((t) => t.isReady());
  `), { timeout: 30_000 }).toBe(true);
  await page.waitForTimeout(800);
}

/** What the material of the node's meshes holds: colour, texture name, readiness and a texel. */
async function materialOf(page: Page, id: string) {
  return run<{ diffuse: number[]; textureUrl: string; ready: boolean; texel: number[] }>(page, `
    const root = vp.runtime.objectOf(${JSON.stringify(id)}).node;
    const mesh = root.getChildMeshes(false).find((m) => m.material && m.material.diffuseTexture);
    const m = mesh.material;
    const t = m.diffuseTexture;
    const pixels = await t.readPixels();
    return { diffuse: [m.diffuseColor.r, m.diffuseColor.g, m.diffuseColor.b], textureUrl: t.url, ready: t.isReady(), texel: Array.from(pixels.slice(0, 3)) };
  `);
}

/** The RGB colour of the canvas at the node's centre. */
async function colourAtNode(page: Page, id: string): Promise<number[]> {
  const probe = await run<{ center: { x: number; y: number } }>(page, `return vp.probeNode(${JSON.stringify(id)});`);
  return pixelPatch(page, probe.center);
}

test('an OBJ dropped with its .mtl and texture is stored as scene assets and renders textured after save and reload', async ({ page }) => {
  const { token } = await openDemoScene(page);
  const assetRequests: { url: string; auth: string | undefined; status: number }[] = [];
  page.on('requestfinished', (request: Request) => {
    if (!request.url().includes('/repo/kf-scene/load-asset')) return;
    void Promise.all([request.allHeaders(), request.response()]).then(([headers, response]) => assetRequests.push({ url: request.url(), auth: headers.authentication, status: response?.status() ?? 0 }));
  });
  page.on('requestfailed', (request: Request) => {
    if (request.url().includes('/repo/kf-scene/load-asset')) assetRequests.push({ url: request.url(), auth: undefined, status: 0 });
  });
  const saved: string[][] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/repo/kf-scene/saveSceneAssets')) saved.push((request.postDataJSON() as { assets: { name: string }[] }).assets.map((a) => a.name));
  });

  const files = texturedQuad();
  await page.evaluate((list) => {
    const transfer = new DataTransfer();
    for (const f of list) transfer.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
    const target = document.querySelector('.kf-viewport')!;
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, files);
  await expect(page.getByTestId('notification').filter({ hasText: 'Imported e2e-quad' })).toBeVisible({ timeout: 20_000 });
  // Three assets uploaded (OBJ, MTL, PNG), all under content-hash names.
  expect(saved.flat()).toHaveLength(3);
  expect(saved.flat().map((n) => n.replace(/^[0-9a-f]{64}/, '#')).sort()).toEqual(['#.mtl', '#.obj', '#.png']);
  const id = (await nodeIdOf(page, 'e2e-quad'))!;
  expect(id).toBeTruthy();
  // Move it away from whatever the demo scene has at the origin.
  await run(page, `s.undo.execute([s.document.setPropPatch(${JSON.stringify(id)}, 'position', { x: 0, y: 40, z: 0 })]);`);
  await lookAtQuad(page, id);
  const before = await materialOf(page, id);
  expect(before.ready).toBe(true);
  expect(before.diffuse[0]).toBeCloseTo(1, 3);
  expect(before.diffuse[1]).toBeCloseTo(0.9, 3);

  // Importing the same files again uploads nothing: their names exist already (isAssetsExist).
  const uploadsBefore = saved.length;
  await page.evaluate((list) => {
    const transfer = new DataTransfer();
    for (const f of list) transfer.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
    const target = document.querySelector('.kf-viewport')!;
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, files);
  const countQuads = () => run<number>(page, `return s.document.ids().filter((id) => s.document.get(id).name === 'e2e-quad').length;`);
  await expect.poll(countQuads, { timeout: 20_000 }).toBe(2);
  expect(saved.length).toBe(uploadsBefore);
  await run(page, `s.undo.undo(); await vp.runtime.whenIdle();`);
  expect(await countQuads()).toBe(1);

  // Save (Ctrl+S), reload the page, the scene opens again from the server.
  await page.getByTestId('viewport-canvas').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+s');
  await page.waitForFunction(() => (window as unknown as { __kfViewport: { services: { undo: { needSave: boolean } } } }).__kfViewport.services.undo.needSave === false, undefined, { timeout: 20_000 });

  assetRequests.length = 0;
  await page.reload();
  await waitForViewport(page);
  const reloadedId = (await nodeIdOf(page, 'e2e-quad'))!;
  expect(reloadedId).toBe(id);
  await lookAtQuad(page, id);
  const after = await materialOf(page, id);
  expect(after.ready).toBe(true);
  expect(after.diffuse[0]).toBeCloseTo(1, 3);
  expect(after.diffuse[1]).toBeCloseTo(0.9, 3);
  expect(after.textureUrl).toMatch(/load-asset\?projectUuid=[^&]+&name=[0-9a-f]{64}\.png$/);
  // The texture's texels are the PNG's green.
  expect(after.texel[1]).toBeGreaterThan(150);
  expect(after.texel[0]).toBeLessThan(60);
  // The viewport shows the quad green at its centre.
  const colour = await colourAtNode(page, id);
  expect(colour[1] - colour[0], `rgb ${colour.join(',')}`).toBeGreaterThan(50);
  expect(colour[1] - colour[2], `rgb ${colour.join(',')}`).toBeGreaterThan(50);
  await page.getByTestId('viewport-canvas').screenshot({ path: '/tmp/assets-shot.png' });

  // The .mtl and the .png came through load-asset, each with the Authentication header, each 200.
  await expect.poll(() => assetRequests.map((r) => r.url.replace(/.*name=[0-9a-f]{64}/, '#')).sort(), { timeout: 10_000 }).toEqual(expect.arrayContaining(['#.mtl', '#.png']));
  for (const request of assetRequests) {
    expect(request.status, request.url).toBe(200);
    expect(request.auth, request.url).toBe(token);
  }
});

test('the Scene inspector offers the 40 sky presets', async ({ page }) => {
  await openDemoScene(page);
  await run(page, `s.selection.set(['scene']); s.undo.execute([s.document.setPropPatch('scene', 'skyMode', 'preset'), s.document.setPropPatch('scene', 'skyPreset', 'sunset-clear')]);`);
  const row = page.getByTestId('panel-inspector').getByTestId('inspector-row-skyPreset');
  await row.scrollIntoViewIfNeeded();
  const select = row.locator('select');
  await expect(select).toHaveValue('sunset-clear');
  const options = await select.locator('option').allTextContents();
  expect(options).toHaveLength(40);
  expect(options).toContain('Sunset · clear');
  expect(options).toContain('Night · stormy');
  await select.selectOption('noon-overcast');
  expect(await run<string>(page, `return s.document.get('scene').props.skyPreset;`)).toBe('noon-overcast');
  // Look at the horizon and picture a few presets (the sky box's engine values are checked on a NullEngine in
  // tests/unit/scene-node-engine.test.ts).
  await run(page, `const cam = vp.scene.activeCamera; cam.beta = 1.5; cam.radius = 20;`);
  for (const preset of ['noon-overcast', 'morning-clear', 'sunset', 'dusk', 'night']) {
    await run(page, `s.undo.execute([s.document.setPropPatch('scene', 'skyPreset', ${JSON.stringify(preset)})]);`);
    await page.waitForTimeout(700);
    await page.getByTestId('viewport-canvas').screenshot({ path: `/tmp/assets-sky-${preset}.png` });
  }
  // A native drop-down is not drawn in a headless screenshot: show its list open as a list box for the picture.
  await select.evaluate((el: HTMLSelectElement) => {
    el.size = 14;
    el.style.height = 'auto';
  });
  await row.screenshot({ path: '/tmp/assets-sky-presets.png' });
});
