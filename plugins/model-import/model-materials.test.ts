import { describe, expect, it } from 'vitest';
import { gltfModelMaterials, mtlModelMaterials } from './model-materials.js';

/** A GLB from a JSON object and a BIN chunk (both padded to 4 bytes). */
function glb(json: object, bin: Uint8Array): Uint8Array {
  const pad = (b: Uint8Array, fill: number) => {
    const out = new Uint8Array(Math.ceil(b.length / 4) * 4).fill(fill);
    out.set(b);
    return out;
  };
  const j = pad(new TextEncoder().encode(JSON.stringify(json)), 0x20);
  const b = pad(bin, 0);
  const out = new Uint8Array(12 + 8 + j.length + 8 + b.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, out.length, true);
  view.setUint32(12, j.length, true);
  view.setUint32(16, 0x4e4f534a, true);
  out.set(j, 20);
  view.setUint32(20 + j.length, b.length, true);
  view.setUint32(24 + j.length, 0x004e4942, true);
  out.set(b, 28 + j.length);
  return out;
}

describe('imported model materials', () => {
  it('reads a GLB material as PBR props, its picture as a content-named asset, and the colour in gamma space', async () => {
    const picture = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const bytes = glb({
      materials: [
        { name: 'Paint', pbrMetallicRoughness: { baseColorFactor: [0.5, 0.25, 0, 0.5], metallicFactor: 0.2, roughnessFactor: 0.7, baseColorTexture: { index: 0 } }, alphaMode: 'BLEND', doubleSided: true },
        { pbrMetallicRoughness: { baseColorFactor: [9, -1, 0.5, 1] } },
      ],
      textures: [{ source: 0 }], images: [{ bufferView: 0, mimeType: 'image/png' }], bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: picture.length }],
    }, picture);
    const { materials, images } = await gltfModelMaterials(bytes);
    expect(images).toHaveLength(1);
    expect(images[0].name).toMatch(/^[0-9a-f]{64}\.png$/);
    expect([...images[0].bytes]).toEqual([...picture]);
    expect(materials[0]).toMatchObject({
      name: 'Paint', type: 'PBRMaterial',
      props: { albedoColor: { r: 0.5, g: 0.25, b: 0 }, metallic: 0.2, roughness: 0.7, alpha: 0.5, twoSided: true, gltfTextures: true, albedoTexture: images[0].name, bumpTexture: '' },
    });
    expect(materials[0].color.r).toBeCloseTo(0.5 ** (1 / 2.2), 3);
    // Unnamed: the loader's name; factors outside 0–1 clamped; glTF defaults for metallic and roughness.
    expect(materials[1]).toMatchObject({ name: 'material1', props: { albedoColor: { r: 1, g: 0, b: 0.5 }, metallic: 1, roughness: 1, alpha: 1 } });
  });

  it('gives nothing for bytes that are not a GLB', async () => {
    expect(await gltfModelMaterials(new Uint8Array([1, 2, 3]))).toEqual({ materials: [], images: [] });
  });

  it('reads MTL materials as Phong props with stored texture names', () => {
    const materials = mtlModelMaterials('# x\nnewmtl Wood\nKd 0.6 0.4 0.2\nKs 0.1 0.1 0.1\nNs 5000\nd 0.75\nmap_Kd abc.png\nnewmtl Glass\nTr 0.8\nmap_bump -bm 0.5 n.png');
    expect(materials).toEqual([
      { name: 'Wood', type: 'StandardMaterial', props: { diffuseColor: { r: 0.6, g: 0.4, b: 0.2 }, specularColor: { r: 0.1, g: 0.1, b: 0.1 }, specularPower: 1024, alpha: 0.75, diffuseTexture: 'abc.png' }, color: { r: 0.6, g: 0.4, b: 0.2 } },
      { name: 'Glass', type: 'StandardMaterial', props: { alpha: 0.2, bumpTexture: 'n.png' }, color: { r: 0.8, g: 0.8, b: 0.8 } },
    ]);
  });
});
