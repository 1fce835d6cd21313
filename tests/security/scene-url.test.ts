// Breach 2 (issue 25): `/\evil.example/x.png` passed the texture check (it starts with '/') and the browser read it as
// `//evil.example/x.png`. Every URL from scene content or logic now goes through one resolver that parses with URL
// against the page and compares origins.
import { describe, expect, it } from 'vitest';
import { resolveSceneUrl } from '../../core/runtime/scene-url.js';
import { resolveTextureUrl } from '../../core/runtime/material-textures.js';

const page = 'https://designer.example.com/preview/p/s/ticket';
const assetUrl = (name: string) => `/cloud/api/repo/kf-scene/preview-asset?ticket=t&name=${encodeURIComponent(name)}`;
const resolve = (ref: string) => resolveSceneUrl(ref, assetUrl, page);

describe('the scene URL resolver', () => {
  it('refuses every spelling of another origin', () => {
    for (const ref of [
      '/\\evil.example/x.png?d={"route":1}', '\\\\evil.example/x.png', '\\/evil.example/x.png', '//evil.example/x.png', ' //evil.example/x',
      '\t/\\evil.example/x', '/\t/evil.example/x', 'https://evil.example/x.png', 'http://designer.example.com/x.png', 'HTTPS://evil.example',
      'https://designer.example.com@evil.example/x', 'https://user:pw@designer.example.com/x', 'javascript:alert(1)', 'ftp://designer.example.com/x',
      'blob:https://evil.example/5b6f', 'filesystem:https://designer.example.com/temporary/x.html',
    ]) {
      expect(resolve(ref), ref).toBeUndefined();
    }
  });

  it('passes same-origin paths, data: and this origin\'s blob: URLs, and turns names into asset URLs', () => {
    expect(resolve('/textures/a.png')).toBe('https://designer.example.com/textures/a.png');
    expect(resolve('https://designer.example.com/a.png')).toBe('https://designer.example.com/a.png');
    expect(resolve('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(resolve('blob:https://designer.example.com/5b6f')).toBe('blob:https://designer.example.com/5b6f');
    expect(resolve('tex/a.png')).toBe(assetUrl('tex/a.png'));
    expect(resolve('weird name \\ with backslash')).toBe(assetUrl('weird name \\ with backslash'));
  });

  it('is what the material textures use (the path of the attack, with no logic)', () => {
    const onPage = (ref: string) => resolveTextureUrl(ref, assetUrl);
    expect(onPage('/\\evil.example/x.png')).toBeUndefined();
    expect(onPage('//evil.example/x.png')).toBeUndefined();
  });
});
