/** Archives and models for the command line's tests, made with the product's own writers. */
import { strToU8, zipSync } from 'fflate';
import { writeKzs, type KzsAssetInput } from '../../../host/server/modules/archive/kzs-writer.js';
import { geometryToGlb, sphereGeometry } from '../../../host/server/modules/builtins/glb-models.js';
import { createEmptySceneDocument } from '../../../sdk/scene/empty-document.js';
import type { SceneDocumentData, SceneNodeData } from '../../../sdk/scene/document.js';

/** An empty scene with a hemispheric light, so a picture of it shows its meshes lit. */
export function litDocument(): SceneDocumentData {
  const doc = createEmptySceneDocument();
  const light: SceneNodeData = { id: 'light', type: 'HemisphericLight', parent: 'scene', name: 'Light', props: { intensity: 1 }, children: [] };
  return { ...doc, nodes: { ...doc.nodes, scene: { ...doc.nodes.scene, children: ['light'] }, light } };
}

export function archiveOf(content: unknown, assets: readonly KzsAssetInput[] = [], extra: Record<string, unknown> = {}): Uint8Array {
  return writeKzs({ name: 'Test scene', content: typeof content === 'string' ? content : JSON.stringify(content), ...extra }, assets);
}

/** A zip with the given entries as they are (for archives the writer would never make). */
export function rawZip(entries: Record<string, string | Uint8Array>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(entries).map(([name, value]) => [name, typeof value === 'string' ? strToU8(value) : value])));
}

/** A dense sphere (12,288 triangles) as GLB. */
export function sphereGlb(): Promise<Uint8Array> {
  return geometryToGlb('Sphere', sphereGeometry(0.5, 64, 96), [0.8, 0.2, 0.2, 1]);
}
