import { describe, expect, it } from 'vitest';
import { buildCatalogue, infoPointsByCategory } from './catalogue.js';
import { BuiltinHdr, BuiltinImage, BuiltinLight, BuiltinLut, BuiltinMaterial, BuiltinModel } from '../../../../sdk/contract/resource.js';

describe('built-in catalogue', () => {
  it('lists every kind with urls that point at generated files', async () => {
    const cat = await buildCatalogue((p) => `/files/${p}`);
    expect(cat.images.length).toBeGreaterThanOrEqual(4);
    expect(cat.hdrs.length).toBeGreaterThanOrEqual(2);
    expect(cat.models.length).toBeGreaterThanOrEqual(2);
    expect(cat.luts.length).toBeGreaterThanOrEqual(3);
    expect(cat.lights.length).toBeGreaterThanOrEqual(3);
    for (const x of cat.images) BuiltinImage.parse(x);
    for (const x of cat.hdrs) BuiltinHdr.parse(x);
    for (const x of cat.models) BuiltinModel.parse(x);
    for (const x of cat.luts) BuiltinLut.parse(x);
    for (const x of cat.lights) BuiltinLight.parse(x);
    for (const x of [...cat.materials, ...cat.simpleMaterials]) BuiltinMaterial.parse(x);
    const urls = [
      ...cat.images.flatMap((x) => [x.url, x.preview]), ...cat.hdrs.flatMap((x) => [x.url, x.preview]),
      ...cat.models.flatMap((x) => [x.url, x.preview]), ...cat.luts.flatMap((x) => [x.url, x.cubeUrl, x.preview]),
      ...cat.materials.map((x) => x.preview), ...cat.infoPoints.map((x) => x.url),
    ];
    for (const url of urls) expect(cat.files.has(url.replace('/files/', '')), url).toBe(true);
    const ids = new Set([...cat.images, ...cat.hdrs, ...cat.models, ...cat.luts, ...cat.lights, ...cat.materials, ...cat.simpleMaterials, ...cat.infoPoints].map((x) => x.uuid));
    expect(ids.size).toBe(cat.images.length + cat.hdrs.length + cat.models.length + cat.luts.length + cat.lights.length + cat.materials.length + cat.simpleMaterials.length + cat.infoPoints.length);
  });

  it('writes files with the right signatures', async () => {
    const cat = await buildCatalogue((p) => p);
    const head = (p: string, n: number) => Buffer.from(cat.files.get(p)!.bytes.subarray(0, n)).toString('latin1');
    expect(head('images/checker.png', 4)).toBe('\x89PNG');
    expect(head('hdrs/sky.hdr', 10)).toBe('#?RADIANCE');
    expect(head('models/box.glb', 4)).toBe('glTF');
    expect(head('luts/warm.cube', 5)).toBe('TITLE');
  });

  it('filters info points by category and count', async () => {
    const cat = await buildCatalogue((p) => p);
    expect(infoPointsByCategory(cat, 'alert', 0).every((p) => p.category === 'alert')).toBe(true);
    expect(infoPointsByCategory(cat, 'alert', 2)).toHaveLength(2);
    expect(infoPointsByCategory(cat, 'all', 0)).toHaveLength(cat.infoPoints.length);
    expect(infoPointsByCategory(cat, 'nope', 0)).toEqual([]);
  });
});
