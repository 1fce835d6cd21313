import type { AssetContainer } from '@babylonjs/core/assetContainer.js';
import type { LoadAssetContainerOptions } from '@babylonjs/core/Loading/sceneLoader.js';
import type { Scene } from '@babylonjs/core/scene.js';

let loader: Promise<typeof import('@babylonjs/core/Loading/sceneLoader.js')> | undefined;

/**
 * Load a model file (glTF, GLB, OBJ, STL) into an asset container. Babylon's scene loader and its file loaders are
 * imported with the first model, so a scene of built geometry never fetches them (the published viewer's weight).
 */
export async function loadModelContainer(source: Uint8Array | File, scene: Scene, options: LoadAssetContainerOptions): Promise<AssetContainer> {
  loader ??= Promise.all([import('@babylonjs/core/Loading/sceneLoader.js'), import('@babylonjs/loaders/dynamic.js')]).then(([sceneLoader, loaders]) => {
    loaders.registerBuiltInLoaders();
    return sceneLoader;
  });
  loader.catch(() => (loader = undefined));
  const { LoadAssetContainerAsync } = await loader;
  return LoadAssetContainerAsync(source, scene, options);
}
