import { describe, expect, it } from 'vitest';
import { NodeIO } from '@gltf-transform/core';
import { boxGeometry, geometryToGlb, planeGeometry, sphereGeometry } from './glb-models.js';
import { cubeLut, LUT_LOOKS, lutStrip } from './cube-lut.js';

describe('generated models', () => {
  it('writes GLBs that read back with their mesh and geometry', async () => {
    for (const [name, geo] of [['box', boxGeometry()], ['sphere', sphereGeometry()], ['plane', planeGeometry()]] as const) {
      const glb = await geometryToGlb(name, geo, [0.8, 0.2, 0.2, 1]);
      expect(new TextDecoder().decode(glb.subarray(0, 4))).toBe('glTF');
      const doc = await new NodeIO().readBinary(glb);
      const mesh = doc.getRoot().listMeshes()[0];
      expect(mesh.getName()).toBe(name);
      const prim = mesh.listPrimitives()[0];
      expect(prim.getAttribute('POSITION')?.getCount()).toBe(geo.positions.length / 3);
      expect(prim.getIndices()?.getCount()).toBe(geo.indices.length);
      expect(prim.getMaterial()?.getBaseColorFactor()).toEqual([0.8, 0.2, 0.2, 1]);
    }
  });

  it('box geometry has outward normals matching its face positions', () => {
    const g = boxGeometry(2);
    for (let i = 0; i < g.positions.length; i += 3) {
      const dot = g.positions[i] * g.normals[i] + g.positions[i + 1] * g.normals[i + 1] + g.positions[i + 2] * g.normals[i + 2];
      expect(dot).toBeCloseTo(1);
    }
  });
});

describe('LUTs', () => {
  it('writes an identity .cube whose entries equal their coordinates', () => {
    const text = cubeLut('Identity', LUT_LOOKS.identity, 3);
    const rows = text.trim().split('\n').filter((l) => /^[0-9]/.test(l));
    expect(text).toContain('LUT_3D_SIZE 3');
    expect(rows).toHaveLength(27);
    expect(rows[1]).toBe('0.500000 0.000000 0.000000');
    expect(rows[3]).toBe('0.000000 0.500000 0.000000');
    expect(rows[26]).toBe('1.000000 1.000000 1.000000');
  });

  it('writes a PNG strip laid out by blue tile, red x and green y', () => {
    const strip = lutStrip(LUT_LOOKS.identity, 4);
    expect(strip.width).toBe(16);
    const px = (x: number, y: number) => [...strip.pixels.subarray((y * 16 + x) * 4, (y * 16 + x) * 4 + 3)];
    expect(px(0, 0)).toEqual([0, 0, 0]);
    expect(px(15, 3)).toEqual([255, 255, 255]);
    expect(px(3, 0)).toEqual([255, 0, 0]);
    expect(px(12, 0)).toEqual([0, 0, 255]);
  });
});
