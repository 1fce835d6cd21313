import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import type { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import type { Scene } from '@babylonjs/core/scene.js';

const SIZE = 64;
const dotTextures = new WeakMap<Scene, RawTexture>();

/** The dot's opacity at a distance from its centre (0 at the centre, 1 at its rim): 1, 0.8 halfway, 0 at the rim. */
export function dotAlpha(distance: number): number {
  if (distance >= 1) return 0;
  return distance < 0.5 ? 1 - 0.4 * distance : 0.8 * (1 - (distance - 0.5) / 0.5);
}

/** RGBA pixels of the soft white dot, SIZE × SIZE. */
export function dotPixels(): Uint8Array {
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  const half = SIZE / 2;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = (y * SIZE + x) * 4;
      pixels[i] = pixels[i + 1] = pixels[i + 2] = 255;
      pixels[i + 3] = Math.round(255 * dotAlpha(Math.hypot(x + 0.5 - half, y + 0.5 - half) / half));
    }
  }
  return pixels;
}

/**
 * A soft round dot, the sprite picture when the stage names none: one per scene, shared by every sprite renderer (they
 * must not dispose it). Raw pixels, not a canvas, so it builds wherever the engine runs (a NullEngine has no canvas).
 */
export function dotTexture(scene: Scene): RawTexture {
  let texture = dotTextures.get(scene);
  if (texture && scene.textures.includes(texture)) return texture;
  texture = RawTexture.CreateRGBATexture(dotPixels(), SIZE, SIZE, scene, false, false);
  texture.name = 'particle.dot';
  texture.hasAlpha = true;
  dotTextures.set(scene, texture);
  return texture;
}

/** Whether a texture is a scene's shared dot. */
export function isDotTexture(texture: Texture): boolean {
  return texture.name === 'particle.dot' && dotTextures.get(texture.getScene() as Scene) === texture;
}
