import { Document, WebIO } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { countGeometry, LightweightError, lightweightGlb, lightweightIo } from './lightweight.js';

/** A UV sphere of rings × segments quads (2 triangles each) as GLB. */
function sphereGlb(rings: number, segments: number): Promise<Uint8Array> {
  const positions: number[] = [];
  const indices: number[] = [];
  for (let r = 0; r <= rings; r++) {
    const theta = (r / rings) * Math.PI;
    for (let s = 0; s <= segments; s++) {
      const phi = (s / segments) * Math.PI * 2;
      positions.push(0.5 * Math.sin(theta) * Math.cos(phi), 0.5 * Math.cos(theta), 0.5 * Math.sin(theta) * Math.sin(phi));
    }
  }
  for (let r = 0; r < rings; r++) {
    for (let s = 0; s < segments; s++) {
      const a = r * (segments + 1) + s;
      const b = a + segments + 1;
      indices.push(a, b, a + 1, b, b + 1, a + 1);
    }
  }
  const doc = new Document();
  const buffer = doc.createBuffer();
  const primitive = doc.createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(new Uint32Array(indices)).setBuffer(buffer));
  doc.createScene().addChild(doc.createNode('Sphere').setMesh(doc.createMesh('Sphere').addPrimitive(primitive)));
  return new WebIO().writeBinary(doc);
}

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
