import { expect, type Page } from '@playwright/test';
import { Document, WebIO } from '@gltf-transform/core';

/** A GLB of one box with one animation, 'Bounce': the box's node rises from y 0 to 2 and back over 2 s (linear). */
export async function bouncingBoxGlb(): Promise<number[]> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const p = [-0.5, -0.5, 0.5, 0.5, -0.5, 0.5, 0.5, 0.5, 0.5, -0.5, 0.5, 0.5, -0.5, -0.5, -0.5, 0.5, -0.5, -0.5, 0.5, 0.5, -0.5, -0.5, 0.5, -0.5];
  const idx = [0, 1, 2, 0, 2, 3, 5, 4, 7, 5, 7, 6, 4, 0, 3, 4, 3, 7, 1, 5, 6, 1, 6, 2, 3, 2, 6, 3, 6, 7, 4, 5, 1, 4, 1, 0];
  const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array(p)).setBuffer(buffer);
  const indices = doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(idx)).setBuffer(buffer);
  const material = doc.createMaterial('green').setBaseColorFactor([0.2, 0.8, 0.3, 1]);
  const mesh = doc.createMesh('cube').addPrimitive(doc.createPrimitive().setAttribute('POSITION', position).setIndices(indices).setMaterial(material));
  const node = doc.createNode('cube').setMesh(mesh);
  doc.createScene().addChild(node);
  const times = doc.createAccessor().setType('SCALAR').setArray(new Float32Array([0, 1, 2])).setBuffer(buffer);
  const values = doc.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, 0, 2, 0, 0, 0, 0])).setBuffer(buffer);
  const sampler = doc.createAnimationSampler().setInput(times).setOutput(values).setInterpolation('LINEAR');
  const channel = doc.createAnimationChannel().setTargetNode(node).setTargetPath('translation').setSampler(sampler);
  doc.createAnimation('Bounce').addSampler(sampler).addChannel(channel);
  return Array.from(await new WebIO().writeBinary(doc));
}

/** Drop the bouncing box on the viewport as 'bouncer.glb' and wait for the import's message. */
export async function dropBouncingBox(page: Page): Promise<void> {
  const glb = await bouncingBoxGlb();
  await page.evaluate((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'bouncer.glb', { type: 'model/gltf-binary' }));
    const target = document.querySelector('.kf-viewport')!;
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, glb);
  await expect(page.getByTestId('notification').filter({ hasText: 'Imported bouncer' }).first()).toBeVisible({ timeout: 30_000 });
}
