import { describe, expect, it } from 'vitest';
import { textureDropRules, textureExtension } from './texture-drop-rules.js';

describe('texture drop rules (spec 001 §5)', () => {
  it('a name containing matcap sets spherical coordinates', () => {
    expect(textureDropRules('Gold MatCap', '/m.png').spherical).toBe(true);
  });

  it('normal sets target 12 and roughness target 15, both non-gamma data', () => {
    expect(textureDropRules('brick_Normal.png', '/n.png').colorTarget).toBe(12);
    expect(textureDropRules('metal-roughness.jpg', '/r.jpg').colorTarget).toBe(15);
    expect(textureDropRules('plain.png', '/p.png').colorTarget).toBeUndefined();
  });

  it('.dds, .hdr and .env are HDR (gammaSpace false), by the name or the url', () => {
    for (const name of ['sky.dds', 'sky.HDR', 'studio.env']) expect(textureDropRules(name, '/x').hdr).toBe(true);
    expect(textureDropRules('Studio', '/cloud/builtin/studio.hdr').hdr).toBe(true);
    expect(textureDropRules('photo.png', '/photo.png').hdr).toBe(false);
  });

  it('the reflection texture and names containing environment use the cube HDR type', () => {
    expect(textureDropRules('sky.hdr', '/s.hdr', { reflection: true }).cube).toBe(true);
    expect(textureDropRules('My Environment.env', '/e.env').cube).toBe(true);
    expect(textureDropRules('sky.hdr', '/s.hdr').cube).toBe(false);
  });

  it('reads extensions from names and urls', () => {
    expect(textureExtension('/a/b/c.PNG?x=1.jpg')).toBe('png');
    expect(textureExtension('noext')).toBe('');
    expect(textureExtension('/resources/r1?name=sky.hdr')).toBe('');
  });
});
