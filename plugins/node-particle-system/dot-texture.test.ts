import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { dotAlpha, dotPixels, dotTexture, isDotTexture } from './dot-texture.js';

describe('the default sprite dot', () => {
  it('builds on an engine without a canvas (a NullEngine in Node has no OffscreenCanvas), once per scene', () => {
    const engine = new NullEngine();
    const scene = new Scene(engine);
    const dot = dotTexture(scene);
    expect(dot.getSize()).toEqual({ width: 64, height: 64 });
    expect(dot.hasAlpha).toBe(true);
    expect(dotTexture(scene)).toBe(dot);
    expect(isDotTexture(dot)).toBe(true);
    engine.dispose();
  });

  it('is opaque white at the centre, 0.8 halfway and clear at the rim and corners', () => {
    expect(dotAlpha(0)).toBe(1);
    expect(dotAlpha(0.5)).toBeCloseTo(0.8);
    expect(dotAlpha(1)).toBe(0);
    const pixels = dotPixels();
    const alphaAt = (x: number, y: number) => pixels[(y * 64 + x) * 4 + 3];
    expect(alphaAt(32, 32)).toBeGreaterThan(250);
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(48, 32)).toBeGreaterThan(190);
    expect(alphaAt(48, 32)).toBeLessThan(215);
    expect(pixels[(32 * 64 + 32) * 4]).toBe(255);
  });
});
