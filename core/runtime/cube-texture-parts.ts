import { CubeTexture } from '@babylonjs/core/Materials/Textures/cubeTexture.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { createHdrEnvironment } from '../../sdk/viewport/hdr-environment.js';

/**
 * A material's cube texture: an `.hdr` environment (resampled, prefiltered) or a prefiltered `.env` / `.dds` cube. Its
 * own chunk (Babylon's cube and HDR textures, about 12 kB gzip), loaded with the first cube a material asks for.
 */
export function makeCubeTexture(url: string, lowerName: string, scene: Scene, onError: (message?: string) => void): BaseTexture {
  if (lowerName.endsWith('.hdr')) return createHdrEnvironment(url, scene, onError);
  return CubeTexture.CreateFromPrefilteredData(url, scene, lowerName.endsWith('.env') ? '.env' : null);
}
