import { WebIO } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { countGeometry, LightweightError, lightweightGlb, lightweightIo } from './lightweight.js';
// The server's lightweighting tests' sphere: one generator for both.
import { sphereGlb } from '../../tests/api/support/model-fixtures.js';

describe('libs/model-lightweight', () => {
  it('keeps about the asked share of a dense mesh and compresses it with EXT_meshopt_compression', async () => {
    const glb = await sphereGlb(64, 96);
    const { glb: light, stats } = await lightweightGlb(glb, { ratio: 0.5 });
    expect(stats.trianglesBefore).toBe(12288);
    expect(stats.trianglesAfter).toBeLessThan(12288 * 0.6);
    expect(stats.trianglesAfter).toBeGreaterThan(12288 * 0.3);
    const back = await (await lightweightIo()).readBinary(light);
    expect(countGeometry(back).triangles).toBe(stats.trianglesAfter);
    expect(back.getRoot().listExtensionsUsed().map((e) => e.extensionName)).toContain('EXT_meshopt_compression');
    expect(light.byteLength).toBeLessThan(glb.byteLength / 3);
  });

  it('with ratio 1 and no compression, changes no triangle and needs no extension', async () => {
    const glb = await sphereGlb(16, 24);
    const { glb: same, stats } = await lightweightGlb(glb, { ratio: 1, compress: false });
    expect(stats.trianglesAfter).toBe(stats.trianglesBefore);
    expect((await new WebIO().readBinary(same)).getRoot().listExtensionsUsed()).toEqual([]);
  });

  it('refuses bad ratios and bytes that are no GLB', async () => {
    const glb = await sphereGlb(4, 4);
    await expect(lightweightGlb(glb, { ratio: 0 })).rejects.toThrow(LightweightError);
    await expect(lightweightGlb(glb, { ratio: 1.5 })).rejects.toThrow(/at most 1/);
    await expect(lightweightGlb(new TextEncoder().encode('not a model'), { ratio: 0.5 })).rejects.toThrow(/cannot be read as GLB/);
  });
});
