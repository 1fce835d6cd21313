import { createServiceId } from '../../sdk/index.js';
import type { SceneAssetsServiceImpl } from './scene-assets-service.js';

/** The scene assets with the core-only members (the scope, the load-asset route); plugins get the public view. */
export const SceneAssetsStore = createServiceId<SceneAssetsServiceImpl>('core.sceneAssets');
