import type { SceneAssetsService } from '../../sdk/index.js';

/** Every member of the public scene-assets interface: the view plugins get lists exactly these (no `setScope`). */
export const PUBLIC_SCENE_ASSETS_MEMBERS: Readonly<Record<keyof SceneAssetsService, true>> = {
  scope: true, access: true, urlOf: true, rootUrl: true, load: true, save: true, put: true, onDidProgress: true,
};
