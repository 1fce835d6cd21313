import { TextureInfo } from '@gltf-transform/core';
import type { Document, Material, Texture } from '@gltf-transform/core';
import { generatedTexturePixels } from '../../libs/generated-textures/index.js';
import { readTextureValue, textureUrlOf } from '../../sdk/index.js';
import type { JsonValue, TextureValue } from '../../sdk/index.js';
import { imageMimeType, pngBytes } from './png-bytes.js';
import type { PngPixels } from './png-bytes.js';

/** Babylon's wrap modes (0 clamp, 1 wrap, 2 mirror) as glTF sampler modes. */
const WRAP = [TextureInfo.WrapMode.CLAMP_TO_EDGE, TextureInfo.WrapMode.REPEAT, TextureInfo.WrapMode.MIRRORED_REPEAT] as const;

/** The material slots a texture goes to. */
export type TextureSlot = 'baseColor' | 'metallicRoughness' | 'normal' | 'emissive';

/**
 * glTF textures of the document's texture values, made once per value: a stored picture (PNG or JPEG) as it is, a
 * gradient or procedural value baked to a PNG of the pixels the runtime paints. What cannot be read or is not PNG or
 * JPEG is left out (the caller notes it in the material's extras).
 */
export class GltfTextures {
  private readonly made = new Map<string, Promise<Texture | undefined>>();
  private count = 0;

  constructor(private readonly doc: Document, private readonly readAsset: ((name: string) => Promise<Uint8Array | undefined>) | undefined) {}

  /** Put the texture of `stored` in `slot` of `material`; false when there is a value but it could not be exported. */
  async assign(material: Material, slot: TextureSlot, stored: JsonValue | undefined): Promise<boolean> {
    const value = readTextureValue(stored);
    if (value === undefined || (typeof value === 'string' && !value)) return true;
    const key = JSON.stringify(value);
    let texture = this.made.get(key);
    if (!texture) this.made.set(key, (texture = this.make(value)));
    const made = await texture;
    if (!made) return false;
    const info = slot === 'baseColor' ? (material.setBaseColorTexture(made), material.getBaseColorTextureInfo())
      : slot === 'metallicRoughness' ? (material.setMetallicRoughnessTexture(made), material.getMetallicRoughnessTextureInfo())
      : slot === 'normal' ? (material.setNormalTexture(made), material.getNormalTextureInfo())
      : (material.setEmissiveTexture(made), material.getEmissiveTextureInfo());
    if (info && typeof value === 'object') {
      info.setWrapS(WRAP[value.wrapU ?? 1] ?? TextureInfo.WrapMode.REPEAT);
      info.setWrapT(WRAP[value.wrapV ?? 1] ?? TextureInfo.WrapMode.REPEAT);
    }
    return true;
  }

  /** A texture of baked pixels (a material's bake), stored as PNG. */
  ofPixels(pixels: PngPixels, baked: string): Texture {
    const index = this.count++;
    return this.doc.createTexture(`baked-${index}`).setImage(pngBytes(pixels)).setMimeType('image/png').setURI(`textures/${index}.png`).setExtras({ baked });
  }

  private async make(value: TextureValue): Promise<Texture | undefined> {
    const url = textureUrlOf(value);
    let bytes: Uint8Array | undefined;
    let baked = false;
    if (url) bytes = url.startsWith('data:') ? bytesOfDataUrl(url) : await this.readAsset?.(url).catch(() => undefined);
    else {
      const pixels = generatedTexturePixels(value as Exclude<TextureValue, string>);
      if (pixels) {
        bytes = pngBytes(pixels);
        baked = true;
      }
    }
    const mimeType = bytes && imageMimeType(bytes);
    if (!bytes || !mimeType) return undefined;
    const index = this.count++;
    const texture = this.doc.createTexture(baked ? `baked-${index}` : (typeof value === 'object' && 'name' in value && value.name) || `texture-${index}`)
      .setImage(bytes).setMimeType(mimeType).setURI(`textures/${index}.${mimeType === 'image/png' ? 'png' : 'jpg'}`);
    if (baked) texture.setExtras({ baked: typeof value === 'object' && 'colors' in value ? 'gradient' : 'procedural' });
    return texture;
  }
}

/** Bytes of a base64 data: URL (anything else: undefined). */
function bytesOfDataUrl(url: string): Uint8Array | undefined {
  const comma = url.indexOf(',');
  if (comma < 0 || !url.slice(0, comma).endsWith(';base64')) return undefined;
  try {
    const binary = atob(url.slice(comma + 1));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}
