import { describe, expect, it } from 'vitest';
import { readTextureValue } from '../../sdk/index.js';
import { droppedTextureValue } from './dropped-texture.js';
import { GRADIENT_TEXTURE_PRESETS } from './gradient-presets.js';

describe('a dropped image as a texture value (spec 001 §5)', () => {
  it('applies the drop rules: matcap, normal, HDR by name or url, environment and the reflection slot', () => {
    expect(droppedTextureValue('gold_matcap.png', '/m.png')).toEqual({ url: '/m.png', name: 'gold_matcap.png', coordinatesMode: 1 });
    expect(droppedTextureValue('brick_normal.png', '/n.png')).toEqual({ url: '/n.png', name: 'brick_normal.png', gammaSpace: false });
    expect(droppedTextureValue('Studio', '/s.hdr')).toEqual({ url: '/s.hdr', name: 'Studio', gammaSpace: false });
    expect(droppedTextureValue('environment.hdr', '/e.hdr')).toEqual({ url: '/e.hdr', name: 'environment.hdr', gammaSpace: false, cube: true });
    expect(droppedTextureValue('sky.png', '/s.png', { reflection: true })).toEqual({ url: '/s.png', name: 'sky.png', cube: true });
    expect(droppedTextureValue('photo.png', '/p.png')).toEqual({ url: '/p.png', name: 'photo.png' });
  });
});

describe('gradient presets', () => {
  it('has 10 presets, each a valid stored value with alpha 1 by default', () => {
    expect(GRADIENT_TEXTURE_PRESETS).toHaveLength(10);
    for (const g of GRADIENT_TEXTURE_PRESETS) expect(readTextureValue(g as never)).toEqual(g);
  });
});
