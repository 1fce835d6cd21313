// The Khronos validator over an export's bytes: the errors it reports (none for a valid file).
import { validateBytes } from 'gltf-validator';
import type { GltfExportResult } from '../../sdk/index.js';

/** The validator's error messages for an export (GLB or .gltf with its files), as `code at pointer: message`. */
export async function gltfErrors(result: GltfExportResult): Promise<string[]> {
  const bytes = result.glb ?? result.gltf?.json;
  if (!bytes) throw new Error('The export has neither a GLB nor a .gltf');
  const resources = result.gltf?.resources ?? {};
  const report = await validateBytes(bytes, {
    uri: result.glb ? 'scene.glb' : 'scene.gltf',
    maxIssues: 100,
    externalResourceFunction: async (uri) => {
      const found = resources[decodeURIComponent(uri)];
      if (!found) throw new Error(`No file ${uri}`);
      return found;
    },
  });
  return report.issues.messages.filter((m) => m.severity === 0).map((m) => `${m.code} at ${m.pointer ?? ''}: ${m.message}`);
}
