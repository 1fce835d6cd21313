import { SPHERICAL_COORDINATES_MODE, textureDropRules } from '../../sdk/index.js';
import type { TextureDropPlace, TextureImageValue } from '../../sdk/index.js';

/** The texture property value a dropped image gives, with the rules applied. */
export function droppedTextureValue(name: string, url: string, place: TextureDropPlace = {}): TextureImageValue {
  const rules = textureDropRules(name, url, place);
  const nonGamma = rules.hdr || rules.colorTarget !== undefined;
  return {
    url, name,
    ...(nonGamma ? { gammaSpace: false } : {}),
    ...(rules.spherical ? { coordinatesMode: SPHERICAL_COORDINATES_MODE } : {}),
    ...(rules.cube ? { cube: true } : {}),
  };
}
