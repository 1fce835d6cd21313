import { describe, expect, it } from 'vitest';
import { canSaveTextureAsImage, textureObject, withTextureSampling } from './texture-object.js';

describe('texture object helpers', () => {
  it('says what can be saved as an image and adds sampling to a string', () => {
    expect(canSaveTextureAsImage('/a.png')).toBe(true);
    expect(canSaveTextureAsImage({ type: 'linear', deg: 0, colors: [] })).toBe(false);
    expect(canSaveTextureAsImage({ procedural: 'noise-1' })).toBe(false);
    expect(canSaveTextureAsImage(undefined)).toBe(false);
    expect(textureObject('/a.png')).toEqual({ url: '/a.png' });
    expect(withTextureSampling('/a.png', { wrapU: 0 })).toEqual({ url: '/a.png', wrapU: 0 });
    expect(withTextureSampling({ procedural: 'noise-1', wrapU: 0 }, { wrapU: 2 })).toEqual({ procedural: 'noise-1', wrapU: 2 });
  });
});
