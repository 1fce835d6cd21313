import { expect, test, type Page } from '@playwright/test';
import { Document, NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRDracoMeshCompression, KHRTextureBasisu } from '@gltf-transform/extensions';
import { reorder } from '@gltf-transform/functions';
import draco3d from 'draco3dgltf';
import { encodeToKTX2 } from 'ktx2-encoder';
import { MeshoptEncoder } from 'meshoptimizer';
import { openDemoScene, verticesUnder, inViewport as run } from './support/designer.js';
import { canvasPixels } from './support/pixels.js';

/** A UV sphere (lat × lon segments) of `radius` at `x`, optionally textured: enough vertices for the codecs to matter. */
function sphereDocument(name: string, x: number, texture?: Uint8Array): { doc: Document; vertexCount: number } {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const lat = 16;
  const lon = 24;
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  for (let i = 0; i <= lat; i++) {
    const theta = (i / lat) * Math.PI;
    for (let j = 0; j <= lon; j++) {
      const phi = (j / lon) * Math.PI * 2;
      const n = [Math.sin(theta) * Math.cos(phi), Math.cos(theta), Math.sin(theta) * Math.sin(phi)];
      positions.push(n[0] * 0.8, n[1] * 0.8, n[2] * 0.8);
      normals.push(...n);
      uvs.push(j / lon, i / lat);
    }
  }
  for (let i = 0; i < lat; i++) {
    for (let j = 0; j < lon; j++) {
      const a = i * (lon + 1) + j;
      const b = a + lon + 1;
      indices.push(a, b, a + 1, b, b + 1, a + 1);
    }
  }
  const accessor = (type: 'VEC3' | 'VEC2' | 'SCALAR', array: Float32Array | Uint16Array) => doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const material = doc.createMaterial(name).setBaseColorFactor([1, 1, 1, 1]).setRoughnessFactor(1).setMetallicFactor(0);
  if (texture) {
    material.setBaseColorTexture(doc.createTexture(name).setMimeType('image/ktx2').setImage(texture));
    doc.createExtension(KHRTextureBasisu).setRequired(true);
  } else {
    material.setBaseColorFactor([0.9, 0.9, 0.9, 1]);
  }
  const primitive = doc.createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', new Float32Array(positions)))
    .setAttribute('NORMAL', accessor('VEC3', new Float32Array(normals)))
    .setAttribute('TEXCOORD_0', accessor('VEC2', new Float32Array(uvs)))
    .setIndices(accessor('SCALAR', new Uint16Array(indices)))
    .setMaterial(material);
  doc.createScene().addChild(doc.createNode(name).setMesh(doc.createMesh(name).addPrimitive(primitive)).setTranslation([x, 1, 0]));
  return { doc, vertexCount: positions.length / 3 };
}

/** A GLB whose mesh is Draco-compressed (KHR_draco_mesh_compression, required). */
async function dracoGlb(name: string, x: number) {
  const { doc, vertexCount } = sphereDocument(name, x);
  doc.createExtension(KHRDracoMeshCompression).setRequired(true).setEncoderOptions({ method: KHRDracoMeshCompression.EncoderMethod.EDGEBREAKER });
  const io = new NodeIO().registerExtensions([KHRDracoMeshCompression]).registerDependencies({ 'draco3d.encoder': await draco3d.createEncoderModule() });
  return { bytes: await io.writeBinary(doc), vertexCount };
}

/** A GLB whose buffers are meshopt-compressed (EXT_meshopt_compression, required). */
async function meshoptGlb(name: string, x: number) {
  await MeshoptEncoder.ready;
  const { doc, vertexCount } = sphereDocument(name, x);
  await doc.transform(reorder({ encoder: MeshoptEncoder }));
  doc.createExtension(EXTMeshoptCompression).setRequired(true).setEncoderOptions({ method: EXTMeshoptCompression.EncoderMethod.FILTER });
  const io = new NodeIO().registerExtensions([EXTMeshoptCompression]).registerDependencies({ 'meshopt.encoder': MeshoptEncoder });
  return { bytes: await io.writeBinary(doc), vertexCount };
}

/** A GLB textured with a one-colour KTX2 texture (KHR_texture_basisu, required), ETC1S/BasisLZ or UASTC + Zstd. */
async function ktx2Glb(name: string, x: number, rgb: [number, number, number], uastc: boolean) {
  const pixels = new Uint8Array(32 * 32 * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set([...rgb, 255], i);
  const texture = await encodeToKTX2(new Uint8Array(1), {
    isUASTC: uastc, needSupercompression: uastc, generateMipmap: true, isSetKTX2SRGBTransferFunc: true,
    imageDecoder: async () => ({ width: 32, height: 32, data: pixels }),
  });
  const { doc, vertexCount } = sphereDocument(name, x, texture);
  const io = new NodeIO().registerExtensions([KHRTextureBasisu]);
  return { bytes: await io.writeBinary(doc), vertexCount };
}

/** Drop a GLB on the viewport as the user would, wait for the import, and return the new node's id. */
async function dropGlb(page: Page, name: string, bytes: Uint8Array): Promise<string> {
  await page.evaluate(({ name, bytes }) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], `${name}.glb`, { type: 'model/gltf-binary' }));
    const target = document.querySelector('.kf-viewport')!;
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, { name, bytes: Array.from(bytes) });
  await expect(page.getByTestId('notification').filter({ hasText: `Imported ${name}` })).toBeVisible({ timeout: 20_000 });
  const tab = page.getByTestId('tab-sceneTree');
  if (await tab.count()) await tab.click();
  const row = page.locator(`[data-testid^=scene-tree-row-][data-name="${name}"]`);
  await expect(row).toBeVisible();
  return (await row.getAttribute('data-testid'))!.replace('scene-tree-row-', '');
}

/** The base-colour texture of the model under a node, once it is ready: its size and loader extension. */
function textureUnder(page: Page, id: string): Promise<{ ready: boolean; width: number; extension: string } | null> {
  return run(page, `
    const mesh = vp.scene.meshes.find((m) => m.getTotalVertices() > 0 && (function up(n){ return n ? (n.metadata && n.metadata.nodeId === ${JSON.stringify(id)}) || up(n.parent) : false; })(m));
    const texture = mesh && mesh.material && mesh.material.albedoTexture;
    const internal = texture && texture.getInternalTexture();
    return internal ? { ready: texture.isReady(), width: internal.width, extension: internal._extension || '' } : null;`);
}

/** Counts of clearly red and clearly green pixels on the viewport canvas. */
async function colourCounts(page: Page): Promise<{ red: number; green: number }> {
  const data = await canvasPixels(page, { width: 160, height: 100 });
  let red = 0;
  let green = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (data[i] > 90 && data[i] > 2 * data[i + 1] && data[i] > 2 * data[i + 2]) red++;
    if (data[i + 1] > 90 && data[i + 1] > 2 * data[i] && data[i + 1] > 2 * data[i + 2]) green++;
  }
  return { red, green };
}

test('Draco, meshopt and KTX2 (ETC1S and UASTC) models load with decoders from our own server, none from elsewhere', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  const decoderRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) outside.push(url);
    if (new URL(url).pathname.startsWith('/decoders/')) decoderRequests.push(new URL(url).pathname);
  });
  const failedDecoders: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/decoders/') && !response.ok()) failedDecoders.push(`${response.status()} ${response.url()}`);
  });
  await openDemoScene(page);
  const models = [
    { name: 'e2e-draco', ...(await dracoGlb('e2e-draco', -3)) },
    { name: 'e2e-meshopt', ...(await meshoptGlb('e2e-meshopt', -1)) },
    { name: 'e2e-ktx2-etc1s', ...(await ktx2Glb('e2e-ktx2-etc1s', 1, [230, 25, 25], false)) },
    { name: 'e2e-ktx2-uastc', ...(await ktx2Glb('e2e-ktx2-uastc', 3, [25, 230, 25], true)) },
  ];
  const before = await colourCounts(page);
  const ids: string[] = [];
  for (const model of models) {
    const id = await dropGlb(page, model.name, model.bytes);
    ids.push(id);
    // The model appears in the scene with its vertices decoded (Draco may merge a few duplicates, so within 10 %).
    await expect.poll(() => verticesUnder(page, id), { timeout: 30_000, message: `${model.name} decoded` }).toBeGreaterThan(model.vertexCount * 0.9);
    expect(await verticesUnder(page, id)).toBeLessThanOrEqual(model.vertexCount);
  }
  for (const id of ids.slice(2)) {
    await expect.poll(() => textureUnder(page, id), { timeout: 30_000 }).toMatchObject({ ready: true, width: 32, extension: '.ktx2' });
  }
  // Frame them all; the render now shows the red (ETC1S) and green (UASTC) textures, which an empty scene does not.
  await run(page, `s.selection.set(${JSON.stringify(ids)}); vp.frameSelection(); await vp.runtime.whenIdle();`);
  await expect.poll(async () => (await colourCounts(page)).red, { timeout: 30_000, message: 'red KTX2 (ETC1S) pixels' }).toBeGreaterThan(before.red + 50);
  await expect.poll(async () => (await colourCounts(page)).green, { timeout: 30_000, message: 'green KTX2 (UASTC) pixels' }).toBeGreaterThan(before.green + 50);
  await page.screenshot({ path: '/tmp/decoders-shot.png' });

  expect(failedDecoders).toEqual([]);
  for (const path of ['/decoders/draco/draco_wasm_wrapper_gltf.js', '/decoders/draco/draco_decoder_gltf.wasm', '/decoders/meshopt/meshopt_decoder.js', '/decoders/ktx2/basis_transcoder.js', '/decoders/ktx2/basis_transcoder.wasm']) {
    expect(decoderRequests, path).toContain(path);
  }
  expect(outside).toEqual([]);
});
