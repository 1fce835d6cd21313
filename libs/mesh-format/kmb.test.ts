import { describe, expect, it } from 'vitest';
import {
  KMB_DELAY_VERTEX_THRESHOLD, KMB_PART_SIZE, base64ToBytes, bytesToBase64, decodeKmb, encodeKmb, joinKmbParts, planKmbStorage, withDefaultSubSet,
  type KmbMesh,
} from './index.js';

function grid(vertexCount: number): KmbMesh {
  const positions = new Float32Array(vertexCount * 3).map((_, i) => i * 0.5 - 3);
  const indices = new Uint32Array(Math.floor(vertexCount / 3) * 3).map((_, i) => i);
  return { positions, indices, subSets: [] };
}

describe('.kmb writer and reader', () => {
  it('round-trips positions, normals, uvs, indices, sub-sets and the lines flag', () => {
    const mesh: KmbMesh = {
      positions: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0.25]),
      normals: new Float32Array([0, 0, -1, 0, 0, -1, 0, 0, -1, 0, 0, -1]),
      uvs: new Float32Array([0, 0, 1, 0, 0, 1, 1, 1]),
      indices: new Uint32Array([0, 1, 2, 1, 3, 2]),
      subSets: [{ name: 'front', start: 0, count: 3 }, { name: '背面', start: 3, count: 3 }],
    };
    const back = decodeKmb(encodeKmb(mesh));
    expect(Array.from(back.positions)).toEqual(Array.from(mesh.positions));
    expect(Array.from(back.normals!)).toEqual(Array.from(mesh.normals!));
    expect(Array.from(back.uvs!)).toEqual(Array.from(mesh.uvs!));
    expect(Array.from(back.indices)).toEqual(Array.from(mesh.indices));
    expect(back.subSets).toEqual(mesh.subSets);
    expect(back.lines).toBe(false);
    const lines = decodeKmb(encodeKmb({ positions: new Float32Array(6), indices: new Uint32Array([0, 1]), lines: true, subSets: [] }));
    expect(lines.lines).toBe(true);
    expect(lines.normals).toBeUndefined();
  });

  it('uses 32-bit indices above 65,535 vertices', () => {
    const mesh = grid(70000);
    const indices = new Uint32Array([0, 69999, 65536]);
    const back = decodeKmb(encodeKmb({ ...mesh, indices }));
    expect(Array.from(back.indices)).toEqual([0, 69999, 65536]);
  });

  it('refuses what is not a valid .kmb file', () => {
    expect(() => decodeKmb(new Uint8Array(10))).toThrow('too short');
    expect(() => decodeKmb(new Uint8Array(64))).toThrow('magic');
    const good = encodeKmb(grid(9));
    expect(() => decodeKmb(good.subarray(0, good.length - 8))).toThrow('truncated');
    expect(() => encodeKmb({ positions: new Float32Array(9), indices: new Uint32Array([5]), subSets: [] })).toThrow('out of range');
  });

  it('gives a mesh with vertices and no sub-sets one sub-set covering every index', () => {
    const mesh = withDefaultSubSet(grid(9));
    expect(mesh.subSets).toEqual([{ name: 'subset0', start: 0, count: 9 }]);
    expect(withDefaultSubSet({ positions: new Float32Array(0), indices: new Uint32Array(0), subSets: [] }).subSets).toEqual([]);
  });

  it('names by content hash and delays loading above 72 vertices', async () => {
    const small = await planKmbStorage(encodeKmb(grid(KMB_DELAY_VERTEX_THRESHOLD)));
    const large = await planKmbStorage(encodeKmb(grid(KMB_DELAY_VERTEX_THRESHOLD + 1)));
    expect(small.delayed).toBe(false);
    expect(large.delayed).toBe(true);
    expect(small.name).toMatch(/^[0-9a-f]{64}\.kmb$/);
    expect(small.name).not.toBe(large.name);
    expect((await planKmbStorage(encodeKmb(grid(KMB_DELAY_VERTEX_THRESHOLD)))).name).toBe(small.name);
  });

  it('splits assets above 52,428,800 bytes into parts of that size and joins them back', async () => {
    expect(KMB_PART_SIZE).toBe(52_428_800);
    const exact = new Uint8Array(KMB_PART_SIZE);
    expect((await planKmbStorage(exact)).parts.length).toBe(1);
    const bytes = new Uint8Array(KMB_PART_SIZE * 2 + 10);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
    const plan = await planKmbStorage(bytes);
    expect(plan.parts.map((p) => p.bytes.length)).toEqual([KMB_PART_SIZE, KMB_PART_SIZE, 10]);
    expect(plan.parts.map((p) => p.name)).toEqual([0, 1, 2].map((i) => `${plan.name}.part${i}`));
    const joined = joinKmbParts(plan.parts.map((p) => p.bytes));
    expect(joined.length).toBe(bytes.length);
    expect(joined[4096 * 300]).toBe(bytes[4096 * 300]);
  });

  it('base64 round trip for embedded meshes', () => {
    const bytes = encodeKmb(grid(12));
    expect(Array.from(base64ToBytes(bytesToBase64(bytes)))).toEqual(Array.from(bytes));
  });
});
