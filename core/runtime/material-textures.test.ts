import { describe, expect, it, vi } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import { InternalTexture, InternalTextureSource } from '@babylonjs/core/Materials/Textures/internalTexture.js';
import { HDRCubeTexture } from '@babylonjs/core/Materials/Textures/hdrCubeTexture.js';
import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import { Scene } from '@babylonjs/core/scene.js';
import { textureRequest } from '../../sdk/index.js';
import { generatedTexturePixels as generatedPixels } from '../../libs/generated-textures/index.js';
import { effectiveRequest, MaterialTextureCache, textureKey } from './material-textures.js';

function cache() {
  const scene = new Scene(new NullEngine());
  const errors: unknown[] = [];
  return { cache: new MaterialTextureCache(scene, (name) => `/assets/${name}`, (e) => errors.push(e)), errors, scene };
}

describe('material textures from texture values', () => {
  it('reads old url strings and objects through one request', () => {
    expect(textureRequest('/a.png', { invertY: false })).toEqual({ url: '/a.png', invertY: false });
    expect(textureRequest({ url: '/a.png', wrapU: 0 })).toEqual({ url: '/a.png', value: { url: '/a.png', wrapU: 0 } });
    expect(textureRequest({ procedural: 'checker-1' })).toEqual({ url: '', value: { procedural: 'checker-1' } });
    expect(textureRequest(undefined)).toEqual({ url: '' });
  });

  it('lets an image value\'s own gamma, cube and row order win over the slot defaults', () => {
    expect(effectiveRequest(textureRequest({ url: '/n.png', gammaSpace: false, uvLegacy: true }))).toMatchObject({ gammaSpace: false, invertY: false });
    expect(effectiveRequest(textureRequest({ url: '/e.hdr', cube: true }))).toMatchObject({ cube: true });
    expect(textureKey(textureRequest({ url: '/a.png', wrapU: 0 }))).not.toBe(textureKey(textureRequest({ url: '/a.png', wrapU: 2 })));
  });

  it('paints gradients and procedural presets, not images', () => {
    expect(generatedPixels({ procedural: 'checker-1' }, 8)?.data.length).toBe(8 * 8 * 4);
    expect(generatedPixels({ type: 'linear', deg: 0, colors: [{ red: 0, green: 0, blue: 0, alpha: 1, pct: 0 }, { red: 9, green: 9, blue: 9, alpha: 1, pct: 100 }] }, 4)?.width).toBe(4);
    expect(generatedPixels({ procedural: 'unknown' })).toBeUndefined();
    expect(generatedPixels({ url: '/a.png' })).toBeUndefined();
  });

  it('makes a raw texture for a procedural value, shares it and applies wrap and coordinates mode', () => {
    const { cache: textures } = cache();
    const request = textureRequest({ procedural: 'bricks-1', wrapU: 2, coordinatesMode: 1 });
    const a = textures.acquire(request);
    const b = textures.acquire(request);
    expect(a).toBeInstanceOf(RawTexture);
    expect(b).toBe(a);
    expect(a?.wrapU).toBe(2);
    expect(a?.coordinatesMode).toBe(1);
    expect(textures.acquire(textureRequest({ procedural: 'nope' }))).toBeNull();
    textures.release(a as RawTexture);
    textures.release(a as RawTexture);
    expect(textures.size).toBe(0);
  });

  it('loads an image value with its sampling, and a plain url string as before', () => {
    const { cache: textures } = cache();
    const image = textures.acquire(textureRequest({ url: '/a.png', hasAlpha: true, wrapV: 0, gammaSpace: false }));
    expect(image).toBeInstanceOf(Texture);
    expect(image?.hasAlpha).toBe(true);
    expect(image?.wrapV).toBe(0);
    expect(image?.gammaSpace).toBe(false);
    const legacy = textures.acquire(textureRequest('/a.png'));
    expect(legacy).not.toBe(image);
    expect(legacy?.gammaSpace).toBe(true);
    textures.dispose();
  });

  it('makes an .hdr cube once its code has loaded, telling the materials to ask again, the scene not ready meanwhile', async () => {
    const engine = new NullEngine();
    // The null engine makes no raw cube texture: an empty one stands for the file's.
    engine.createRawCubeTextureFromUrl = () => new InternalTexture(engine, InternalTextureSource.CubeRaw);
    const scene = new Scene(engine);
    let late = 0;
    const textures = new MaterialTextureCache(scene, (name) => `/assets/${name}`, () => undefined, () => late++);
    const request = textureRequest({ url: '/studio.hdr', cube: true });
    const first = textures.acquire(request);
    if (first === null) {
      // The first .hdr of the process: its code is still loading.
      expect(scene.isReady()).toBe(false);
      await vi.waitFor(() => expect(late).toBe(1));
    }
    const texture = textures.acquire(request);
    expect(texture).toBeInstanceOf(HDRCubeTexture);
    expect(textures.size).toBe(1);
    textures.dispose();
  });
});
