import { describe, expect, it } from 'vitest';
import { Document, WebIO } from '@gltf-transform/core';
import { ImportRefusal, baseNameOf, gltfToGlb, modelAsset } from './model-files.js';

async function triangleGltf(binName: string) {
  const doc = new Document();
  const buffer = doc.createBuffer().setURI(binName);
  const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])).setBuffer(buffer);
  const mesh = doc.createMesh('tri').addPrimitive(doc.createPrimitive().setAttribute('POSITION', position));
  doc.createScene().addChild(doc.createNode('tri').setMesh(mesh));
  const { json, resources } = await new WebIO().writeJSON(doc);
  return { json: new TextEncoder().encode(JSON.stringify(json)), bin: resources[binName] };
}

describe('model files', () => {
  it('packs a .gltf with its matching .bin into a GLB named by content hash', async () => {
    const { json, bin } = await triangleGltf('model.bin');
    const glb = await gltfToGlb({ name: 'model.gltf', bytes: json }, [{ name: 'model.bin', bytes: bin }]);
    expect(String.fromCharCode(...glb.subarray(0, 4))).toBe('glTF');
    const doc = await new WebIO().readBinary(glb);
    expect(doc.getRoot().listMeshes()[0].listPrimitives()[0].getAttribute('POSITION')!.getCount()).toBe(3);
    const asset = await modelAsset({ name: 'model.gltf', bytes: json }, [{ name: 'model.bin', bytes: bin }]);
    expect(asset.name).toMatch(/^[0-9a-f]{64}\.glb$/);
  });

  it('refuses a .gltf whose .bin has another name, or is missing', async () => {
    const { json, bin } = await triangleGltf('other.bin');
    await expect(gltfToGlb({ name: 'model.gltf', bytes: json }, [{ name: 'other.bin', bytes: bin }])).rejects.toMatchObject({ key: 'modelImport.binName', values: { bin: 'model.bin' } });
    const good = await triangleGltf('model.bin');
    await expect(gltfToGlb({ name: 'model.gltf', bytes: good.json }, [])).rejects.toBeInstanceOf(ImportRefusal);
  });

  it('stores GLB, OBJ and STL as they are and refuses bad input', async () => {
    const obj = new TextEncoder().encode('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n');
    expect((await modelAsset({ name: 'a.obj', bytes: obj }, [])).name).toMatch(/\.obj$/);
    await expect(modelAsset({ name: 'a.glb', bytes: new Uint8Array([1, 2, 3, 4]) }, [])).rejects.toMatchObject({ key: 'modelImport.invalid' });
    await expect(modelAsset({ name: 'a.fbx', bytes: obj }, [])).rejects.toMatchObject({ key: 'modelImport.unsupported' });
    expect(baseNameOf('dir/' + 'x'.repeat(80) + '.glb')).toHaveLength(50);
  });
});

describe('glTF with external textures', () => {
  it('packs the .bin and the images into the GLB, and refuses a missing image', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9, 9]);
    const doc = new Document();
    const buffer = doc.createBuffer().setURI('scene.bin');
    const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0])).setBuffer(buffer);
    const texture = doc.createTexture('wood').setImage(png).setMimeType('image/png').setURI('wood.png');
    const material = doc.createMaterial('m').setBaseColorTexture(texture);
    doc.createScene().addChild(doc.createNode('n').setMesh(doc.createMesh('tri').addPrimitive(doc.createPrimitive().setAttribute('POSITION', position).setMaterial(material))));
    const { json, resources } = await new WebIO().writeJSON(doc);
    const gltf = { name: 'scene.gltf', bytes: new TextEncoder().encode(JSON.stringify(json)) };
    const glb = await gltfToGlb(gltf, [{ name: 'scene.bin', bytes: resources['scene.bin'] }, { name: 'wood.png', bytes: resources['wood.png'] }]);
    const read = await new WebIO().readBinary(glb);
    expect(Array.from(read.getRoot().listTextures()[0].getImage()!)).toEqual(Array.from(png));
    await expect(gltfToGlb(gltf, [{ name: 'scene.bin', bytes: resources['scene.bin'] }])).rejects.toMatchObject({ key: 'modelImport.missingTexture', values: { file: 'wood.png' } });
  });
});
