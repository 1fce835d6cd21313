import { DEFAULT_SCENE_CATEGORY } from '../../../../../sdk/contract/scene.js';

/** The category a field's text names: a category field shows labels, and the default category's label (in the user's language) means the default. */
export function categoryValue(t: (key: string) => string, text: string): string {
  return text.trim() === t('platform.scenes.default') ? DEFAULT_SCENE_CATEGORY : text.trim();
}
