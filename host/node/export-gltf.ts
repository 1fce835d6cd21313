// glTF export in Node (the scene-designer CLI, tests, benches): the scene document is built on Babylon's NullEngine by
// the designer's own runtime and plugins, then written by the export plugin's writer (plugins/export-gltf).
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { MaterialTypes, SceneAssetsService, SceneRuntimeService } from '../../sdk/index.js';
import type { GltfExportInput, GltfExportOptions, GltfExportResult, PluginDefinition } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { SceneDocumentWriter } from '../../core/services/scene/scene-document-writer.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import { writeSceneGltf } from '../../plugins/export-gltf/export-scene.js';
import { enginePlugins } from './engine-plugins.js';

export type { GltfExportInput, GltfExportOptions, GltfExportResult } from '../../sdk/index.js';

/** Names of the stored assets a document's meshes draw (`.kmb` meshes and their parts, model files). */
function meshAssetNames(input: GltfExportInput): string[] {
  const names = new Set<string>();
  for (const node of Object.values(input.document.nodes)) {
    const asset = node.props.asset;
    if (node.type !== 'Mesh' || typeof asset !== 'string' || !asset) continue;
    const parts = typeof node.props.assetParts === 'number' ? Math.min(1000, Math.floor(node.props.assetParts)) : 0;
    if (parts > 1) for (let i = 0; i < parts; i++) names.add(`${asset}.part${i}`);
    else names.add(asset);
  }
  return [...names];
}

/**
 * Export a scene document to glTF 2.0 (GLB, or .gltf JSON with its files), offline: `readAsset` gives the bytes of
 * the stored assets it names (pictures, `.kmb` meshes, models); an asset it cannot give is left out (docs/interop.md).
 * `plugins` replaces the engine plugins (tests add their own node types).
 */
export async function exportSceneToGltf(input: GltfExportInput, options: GltfExportOptions, plugins: readonly PluginDefinition[] = enginePlugins): Promise<GltfExportResult> {
  const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [...plugins]);
  const engine = new NullEngine();
  const scene = new Scene(engine);
  try {
    const assets = kernel.services.get(SceneAssetsService);
    for (const name of meshAssetNames(input)) {
      const bytes = await input.readAsset?.(name).catch(() => undefined);
      if (bytes) assets.put(name, bytes);
    }
    kernel.services.get(SceneDocumentWriter).load(JSON.stringify(input.document));
    const runtime = kernel.services.get(SceneRuntimeService).start(scene);
    try {
      await runtime.whenIdle();
      return await writeSceneGltf({ ...input, runtime, materialTypes: kernel.registry.list(MaterialTypes).current }, options);
    } finally {
      runtime.dispose();
    }
  } finally {
    scene.dispose();
    engine.dispose();
    kernel.dispose();
  }
}
