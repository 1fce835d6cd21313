import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { isImageTexture } from '../../sdk/index.js';
import { generatedTexturePixels } from '../../libs/generated-textures/index.js';
import type { MaterialTextureRequest, TextureSampling } from '../../sdk/index.js';
import { resolveSceneUrl } from './scene-url.js';
import { lazyModule } from './lazy-module.js';


/** Longest texture url accepted (a data URL of a small picture fits; a pasted megabyte does not). */
export const MAX_TEXTURE_URL_LENGTH = 4_000_000;

/** The cube textures' code (cube-texture-parts.ts) is loaded with the first cube a material asks for, not with every page. */
const cubeCode = lazyModule(() => import('./cube-texture-parts.js'));

interface Entry {
  readonly texture: BaseTexture;
  users: number;
}

/** The same-origin url the engine fetches for a texture (the one scene URL resolver: scene-url.ts). */
export function resolveTextureUrl(url: string, assetUrl: (name: string) => string): string | undefined {
  return resolveSceneUrl(url, assetUrl);
}

/** The cache key of a request. */
export function textureKey(request: MaterialTextureRequest): string {
  const value = request.value ? `|${JSON.stringify(request.value)}` : '';
  return `${request.cube ? 'cube' : '2d'}|${request.gammaSpace === false ? 'linear' : 'gamma'}|${request.invertY === false ? 'top' : 'bottom'}|${request.url}${value}`;
}


/** The request with an image value's own settings (gamma, cube, row order) in place of the slot's defaults. */
export function effectiveRequest(request: MaterialTextureRequest): MaterialTextureRequest {
  const value = request.value;
  if (!value || typeof value === 'string') return request;
  return {
    ...request,
    ...(value.gammaSpace !== undefined ? { gammaSpace: value.gammaSpace } : {}),
    ...(isImageTexture(value) && value.cube ? { cube: true } : {}),
    ...(value.uvLegacy !== undefined ? { invertY: !value.uvLegacy } : {}),
  };
}

function applySampling(texture: BaseTexture, sampling: TextureSampling): void {
  if (sampling.hasAlpha !== undefined) texture.hasAlpha = sampling.hasAlpha;
  if (sampling.wrapU !== undefined) texture.wrapU = sampling.wrapU;
  if (sampling.wrapV !== undefined) texture.wrapV = sampling.wrapV;
  if (sampling.coordinatesMode !== undefined) texture.coordinatesMode = sampling.coordinatesMode;
}

/**
 * Textures of the material runtime, shared between materials by url, gamma and cube-ness, counted and disposed when
 * the last material lets go.
 */
export class MaterialTextureCache {
  private readonly entries = new Map<string, Entry>();

  private disposed = false;
  private waitingForCubes = false;

  /**
   * `onLateTextures` is told when a texture that could not be made at once can be now (a cube whose code was still
   * loading): the materials that asked should ask again.
   */
  constructor(
    private readonly scene: Scene,
    private readonly assetUrl: (name: string) => string,
    private readonly reportError: (error: unknown) => void,
    private readonly onLateTextures: () => void = () => undefined,
  ) {}

  /** Take one use of the texture for a request (made when new). */
  acquire(asked: MaterialTextureRequest): BaseTexture | null {
    const request = effectiveRequest(asked);
    const pixels = generatedTexturePixels(request.value);
    if (!pixels && (!request.url || request.url.length > MAX_TEXTURE_URL_LENGTH)) return null;
    const key = textureKey(request);
    const entry = this.entries.get(key);
    if (entry) {
      entry.users++;
      return entry.texture;
    }
    let texture: BaseTexture;
    if (pixels) {
      texture = RawTexture.CreateRGBATexture(pixels.data, pixels.width, pixels.height, this.scene, true, true, Texture.TRILINEAR_SAMPLINGMODE);
      texture.gammaSpace = request.gammaSpace !== false;
      texture.hasAlpha = pixels.data.some((byte, i) => i % 4 === 3 && byte < 255);
    } else {
      const url = resolveTextureUrl(request.url, this.assetUrl);
      if (!url) return null;
      const made = this.make(request, url);
      if (!made) return null;
      texture = made;
    }
    if (request.value && typeof request.value === 'object') applySampling(texture, request.value);
    this.entries.set(key, { texture, users: 1 });
    return texture;
  }

  /** Give back one use; the texture is disposed with the last. */
  release(texture: BaseTexture): void {
    for (const [key, entry] of this.entries) {
      if (entry.texture !== texture) continue;
      if (--entry.users <= 0) {
        this.entries.delete(key);
        texture.dispose();
      }
      return;
    }
  }

  /** Number of textures held now. */
  get size(): number {
    return this.entries.size;
  }

  /** The texture of a request, or null for a cube while its code loads (`onLateTextures` is told when it has). */
  private make(request: MaterialTextureRequest, url: string): BaseTexture | null {
    const onError = (message?: string) => this.reportError(new Error(`Texture ${request.url.slice(0, 120)}: ${message ?? 'could not be loaded'}`));
    const lower = request.url.toLowerCase();
    if (request.cube) {
      if (cubeCode.loaded) return cubeCode.loaded.makeCubeTexture(url, lower, this.scene, onError);
      this.whenCubesLoaded();
      return null;
    }
    const texture = new Texture(url, this.scene, { invertY: request.invertY !== false, onError: (message) => onError(message) });
    texture.gammaSpace = request.gammaSpace !== false;
    return texture;
  }

  /** Load the cube textures' code, the scene counting as not ready meanwhile, then tell the materials to ask again. */
  private whenCubesLoaded(): void {
    if (this.waitingForCubes) return;
    this.waitingForCubes = true;
    const pending = {};
    this.scene.addPendingData(pending);
    cubeCode.load().then(() => {
      this.waitingForCubes = false;
      this.scene.removePendingData(pending);
      if (!this.disposed) this.onLateTextures();
    }, (error: unknown) => {
      this.waitingForCubes = false;
      this.scene.removePendingData(pending);
      this.reportError(error);
    });
  }

  dispose(): void {
    this.disposed = true;
    for (const entry of this.entries.values()) entry.texture.dispose();
    this.entries.clear();
  }
}
