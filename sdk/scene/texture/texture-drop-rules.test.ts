import { describe, expect, it } from 'vitest';
import { droppedStageFields, droppedTextureValue, textureDropRules, textureExtension } from './texture-drop-rules.js';

describe('texture drop rules (spec 001 §5)', () => {
  it('a name containing matcap sets spherical coordinates', () => {
    expect(textureDropRules('Gold MatCap', '/m.png').spherical).toBe(true);
    expect(droppedTextureValue('gold_matcap.png', '/m.png')).toEqual({ url: '/m.png', name: 'gold_matcap.png', coordinatesMode: 1 });
    expect(droppedStageFields('gold_matcap.png', '/m.png')).toEqual({ url: '/m.png', uvMode: 4 });
  });

  it('normal sets target 12 and roughness target 15, both non-gamma data', () => {
    expect(textureDropRules('brick_Normal.png', '/n.png').colorTarget).toBe(12);
    expect(textureDropRules('metal-roughness.jpg', '/r.jpg').colorTarget).toBe(15);
    expect(textureDropRules('plain.png', '/p.png').colorTarget).toBeUndefined();
    expect(droppedStageFields('brick_normal.png', '/n.png')).toEqual({ url: '/n.png', colorTarget: 12 });
    expect(droppedStageFields('roughness.png', '/r.png')).toEqual({ url: '/r.png', colorTarget: 15 });
    expect(droppedTextureValue('brick_normal.png', '/n.png')).toEqual({ url: '/n.png', name: 'brick_normal.png', gammaSpace: false });
  });

  it('.dds, .hdr and .env are HDR (gammaSpace false), by the name or the url', () => {
    for (const name of ['sky.dds', 'sky.HDR', 'studio.env']) expect(textureDropRules(name, '/x').hdr).toBe(true);
    expect(textureDropRules('Studio', '/cloud/builtin/studio.hdr').hdr).toBe(true);
    expect(textureDropRules('photo.png', '/photo.png').hdr).toBe(false);
    expect(droppedTextureValue('Studio', '/s.hdr')).toEqual({ url: '/s.hdr', name: 'Studio', gammaSpace: false });
  });

  it('the reflection texture and names containing environment use the cube HDR type', () => {
    expect(textureDropRules('sky.hdr', '/s.hdr', { reflection: true }).cube).toBe(true);
    expect(textureDropRules('My Environment.env', '/e.env').cube).toBe(true);
    expect(textureDropRules('sky.hdr', '/s.hdr').cube).toBe(false);
    expect(droppedTextureValue('environment.hdr', '/e.hdr')).toEqual({ url: '/e.hdr', name: 'environment.hdr', gammaSpace: false, cube: true });
    expect(droppedStageFields('environment.hdr', '/e.hdr')).toEqual({ url: '/e.hdr', isCube: true });
  });

  it('reads extensions from names and urls', () => {
    expect(textureExtension('/a/b/c.PNG?x=1.jpg')).toBe('png');
    expect(textureExtension('noext')).toBe('');
    expect(textureExtension('/resources/r1?name=sky.hdr')).toBe('');
  });
});
