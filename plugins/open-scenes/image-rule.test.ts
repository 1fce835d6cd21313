import { describe, expect, it } from 'vitest';
import { isImageName } from './image-rule.js';

describe('image extension rule', () => {
  it('accepts the ten image types in any case and refuses others', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.tga', 'e.bmp', 'f.dds', 'g.webp', 'h.basis', 'i.ktx2', 'j.HDR']) expect(isImageName(name)).toBe(true);
    for (const name of ['a.gif', 'b.svg', 'c.png.exe', 'd', 'e.kzs']) expect(isImageName(name)).toBe(false);
  });
});
