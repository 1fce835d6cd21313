import { textureUrlOf } from '../../sdk/index.js';
import type { TextureObjectValue, TextureSampling, TextureValue } from '../../sdk/index.js';

/** The object form of a value (a url string becomes { url }); undefined stays undefined. */
export function textureObject(value: TextureValue | undefined): TextureObjectValue | undefined {
  return typeof value === 'string' ? { url: value } : value;
}

/** Whether a value can be saved (downloaded) as an image file: only an image with a url can (spec 001 §5). */
export function canSaveTextureAsImage(value: TextureValue | undefined): boolean {
  return textureUrlOf(value) !== '';
}

/** The value with sampling settings changed; a url string turns into its object form to carry them. */
export function withTextureSampling(value: TextureValue, sampling: TextureSampling): TextureObjectValue {
  return { ...(textureObject(value) as TextureObjectValue), ...sampling };
}
