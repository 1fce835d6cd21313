import { textureDropRules } from '../../sdk/index.js';

/** The KMaterial stage fields a dropped image sets, with the rules applied (uvMode 4 is spherical). */
export function droppedStageFields(name: string, url: string): { url: string; colorTarget?: number; uvMode?: number; isCube?: boolean } {
  const rules = textureDropRules(name, url);
  return {
    url,
    ...(rules.colorTarget !== undefined ? { colorTarget: rules.colorTarget } : {}),
    ...(rules.spherical ? { uvMode: 4 } : {}),
    ...(rules.cube ? { isCube: true } : {}),
  };
}
