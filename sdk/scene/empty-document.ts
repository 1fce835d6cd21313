import { SCENE_ROOT_ID } from './document.js';
import type { SceneDocumentData } from './document.js';

/** A new, empty document: only the root node (id 'scene', type 'Scene') and empty sections. */
export function createEmptySceneDocument(rootProps: SceneDocumentData['nodes'][string]['props'] = {}): SceneDocumentData {
  return {
    format: 'scene-document',
    version: 1,
    nodes: { [SCENE_ROOT_ID]: { id: SCENE_ROOT_ID, type: 'Scene', parent: null, name: 'Scene', props: { ...rootProps }, children: [] } },
    exposed: [],
    animations: [],
    logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' },
    externalResources: [],
  };
}

/** Parse a scene's stored `content`; an empty string gives an empty document. Throws on anything that is not a scene document. */
export function parseSceneContent(content: string): SceneDocumentData {
  if (!content || !content.trim()) return createEmptySceneDocument();
  const data = JSON.parse(content) as Partial<SceneDocumentData> | null;
  if (!data || data.format !== 'scene-document' || typeof data.nodes !== 'object' || !data.nodes) {
    throw new Error('The scene content is not a scene document');
  }
  if (!data.nodes[SCENE_ROOT_ID]) throw new Error(`The scene content has no '${SCENE_ROOT_ID}' root node`);
  const empty = createEmptySceneDocument();
  return {
    format: 'scene-document',
    version: 1,
    nodes: data.nodes,
    exposed: data.exposed ?? empty.exposed,
    animations: data.animations ?? empty.animations,
    logic: data.logic ?? empty.logic,
    externalResources: data.externalResources ?? empty.externalResources,
  };
}
