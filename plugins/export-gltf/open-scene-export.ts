import type { ContributionList, GltfExportOptions, GltfExportResult, GltfExportService, MaterialTypeContribution, SceneAssetsService, SceneDocumentService, ViewportService } from '../../sdk/index.js';
import { writeSceneGltf } from './export-scene.js';

/** Width and height of a baked material picture. */
const BAKE_SIZE = 512;

/** What the export of the open scene reads. */
export interface OpenSceneExportDeps {
  readonly document: SceneDocumentService;
  readonly viewport: ViewportService;
  readonly assets: SceneAssetsService | undefined;
  readonly materialTypes: ContributionList<MaterialTypeContribution>;
}

/** The glTF export of the scene the viewport shows: its runtime's built geometry, the document as it is now. */
export function createOpenSceneExport(deps: OpenSceneExportDeps): GltfExportService {
  return {
    async exportOpenScene(options: GltfExportOptions): Promise<GltfExportResult> {
      const runtime = deps.viewport.runtime;
      if (!runtime) throw new Error('No scene is shown in the viewport');
      await runtime.whenIdle();
      const readAsset = async (name: string) => {
        if (/^[a-z][a-z0-9+.-]*:/i.test(name) || name.startsWith('/')) return sameOriginBytes(name);
        if (!deps.assets?.scope) return undefined;
        return new Uint8Array(await deps.assets.load(name));
      };
      // The viewport's engine renders what glTF cannot state of a material (a mixed material's channels) into pictures.
      const bakeMaterial = options.bakeMaterial ?? (runtime.bakeMaterial ? (id: string) => runtime.bakeMaterial!(id, { size: BAKE_SIZE }) : undefined);
      return writeSceneGltf({ document: deps.document.snapshot(), readAsset, runtime, materialTypes: deps.materialTypes.current }, { ...options, ...(bakeMaterial ? { bakeMaterial } : {}) });
    },
  };
}

/** The bytes of a resource URL the scene names (a built-in picture), only from the page's own origin. */
async function sameOriginBytes(ref: string): Promise<Uint8Array | undefined> {
  const page = globalThis.location;
  if (!page) return undefined;
  let url: URL;
  try {
    url = new URL(ref, page.href);
  } catch {
    return undefined;
  }
  if (url.origin !== page.origin) return undefined;
  const response = await fetch(url, { credentials: 'same-origin' });
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
}
