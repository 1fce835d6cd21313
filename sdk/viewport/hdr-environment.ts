import { Constants } from '@babylonjs/core/Engines/constants.js';
import { HDRCubeTexture } from '@babylonjs/core/Materials/Textures/hdrCubeTexture.js';
import { HDRFiltering } from '@babylonjs/core/Materials/Textures/Filtering/hdrFiltering.js';
import type { Scene } from '@babylonjs/core/scene.js';

/** Edge of the cube an HDR environment is resampled to. */
export const HDR_CUBE_SIZE = 256;

/**
 * Samples per texel when an HDR is prefiltered for PBR reflections. Babylon's HDRCubeTexture prefilters with its
 * offline quality, 4,096 samples; 64 ('high') uses filtered importance sampling from the cube's own mips, looks the
 * same on rough and smooth materials, and is 64 times less work: on software WebGL the studio HDR took the designer
 * about a minute to prefilter, on a weak GPU it stalls the first frames.
 */
export const HDR_PREFILTER_SAMPLES = Constants.TEXTURE_FILTERING_QUALITY_HIGH;

/**
 * An HDR file as a scene environment (for node types and material textures that take an `.hdr`): resampled to a cube, spherical harmonics for diffuse light, prefiltered for
 * reflections at `HDR_PREFILTER_SAMPLES`. The scene counts it as pending until it is prefiltered (`whenReady` waits).
 */
export function createHdrEnvironment(url: string, scene: Scene, onError?: (message?: string) => void): HDRCubeTexture {
  const engine = scene.getEngine();
  const pending = {};
  scene.addPendingData(pending);
  const texture: HDRCubeTexture = new HDRCubeTexture(url, scene, HDR_CUBE_SIZE, false, true, false, false, () => {
    // WebGL 1 cannot prefilter (Babylon filters such a cube in real time instead); a texture disposed while loading has none.
    if (!engine._features.allowTexturePrefiltering || !texture.getInternalTexture()) {
      scene.removePendingData(pending);
      return;
    }
    new HDRFiltering(engine, { quality: HDR_PREFILTER_SAMPLES })
      .prefilter(texture)
      .catch((error: unknown) => onError?.(error instanceof Error ? error.message : String(error)))
      .finally(() => scene.removePendingData(pending));
  }, (message) => {
    scene.removePendingData(pending);
    onError?.(message);
  });
  return texture;
}
