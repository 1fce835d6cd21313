import { describe, expect, it } from 'vitest';
import { checkModelBudget, countGeometry, LightweightError, lightweightIo, lightweightModel, modelFormatOf, readModel } from './index.js';

const enc = (s: string) => new TextEncoder().encode(s);

describe('libs/model-lightweight inputs', () => {
  it('reads OBJ polygons (fanned), negative indices and one primitive per material', async () => {
    const obj = 'v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nusemtl A\nf 1 2 3 4\nusemtl B\nf -4 -2 -1\n';
    const doc = await readModel(await lightweightIo(), { format: 'obj', bytes: enc(obj) });
    expect(countGeometry(doc).triangles).toBe(3);
    expect(doc.getRoot().listMaterials().map((m) => m.getName())).toEqual(['A', 'B']);
  });

  it('reads binary and ASCII STL, and refuses what is neither', async () => {
    const ascii = 'solid t\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid t\n';
    const io = await lightweightIo();
    expect(countGeometry(await readModel(io, { format: 'stl', bytes: enc(ascii) })).triangles).toBe(1);
    const binary = new Uint8Array(84 + 50);
    new DataView(binary.buffer).setUint32(80, 1, true);
    new DataView(binary.buffer).setFloat32(84 + 12 + 12, 1, true);
    expect(countGeometry(await readModel(io, { format: 'stl', bytes: binary })).triangles).toBe(1);
    await expect(readModel(io, { format: 'stl', bytes: enc('hello') })).rejects.toThrow(LightweightError);
  });

  it('refuses declared sizes over the budget before decoding anything', () => {
    expect(() => checkModelBudget({ accessors: [{ count: 1e9, componentType: 5126, type: 'VEC3' }] })).toThrow(/declares .* MB/);
    expect(() => checkModelBudget({ nodes: new Array(200_000).fill({}) })).toThrow(/objects/);
    expect(() => checkModelBudget({ accessors: [{ count: 100, componentType: 5126, type: 'VEC3' }] })).not.toThrow();
  });

  it('a .gltf may use only the files given with it (no file or network access)', async () => {
    const json = { asset: { version: '2.0' }, buffers: [{ uri: 'https://example.com/x.bin', byteLength: 12 }] };
    await expect(readModel(await lightweightIo(), { format: 'gltf', bytes: enc(JSON.stringify(json)) })).rejects.toThrow(/was not uploaded with it/);
  });

  it('lightens an OBJ into a GLB that reads back', async () => {
    const lines: string[] = [];
    for (let y = 0; y <= 20; y++) for (let x = 0; x <= 20; x++) lines.push(`v ${x} ${Math.sin(x / 3) * Math.cos(y / 4)} ${y}`);
    for (let y = 0; y < 20; y++) for (let x = 0; x < 20; x++) { const a = y * 21 + x + 1; lines.push(`f ${a} ${a + 21} ${a + 22} ${a + 1}`); }
    const { glb, stats } = await lightweightModel({ format: 'obj', bytes: enc(lines.join('\n')) }, { ratio: 0.5, error: 0.5 });
    expect(stats.trianglesBefore).toBe(800);
    expect(stats.trianglesAfter).toBeLessThanOrEqual(420);
    expect(countGeometry(await (await lightweightIo()).readBinary(glb)).triangles).toBe(stats.trianglesAfter);
    expect(modelFormatOf('A.GLB')).toBe('glb');
    expect(modelFormatOf('a.fbx')).toBeUndefined();
  });
});
