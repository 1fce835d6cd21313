import type { SceneDocumentService } from '../services/scene-document.js';
import type { NodeId, SceneNodeData, ScenePatch } from './document.js';
import { SCENE_ROOT_ID } from './document.js';

/**
 * Post-process effects live in the document as nodes under one container node, in render order: the container has
 * this id and type, is a child of the root and is created with the first effect. Each effect node's type is the
 * effect's class name and its props follow the effect's descriptor table; `isEnabled` switches it off without
 * removing it. Being nodes, effects are undone, saved, versioned and exported like any other node.
 */
export const POST_PROCESS_CONTAINER_ID: NodeId = 'postProcesses';

/** Node type of the post-process container (not listed in the scene tree, not creatable from menus). */
export const POST_PROCESS_CONTAINER_TYPE = 'PostProcessPipeline';

/** The prop every effect node has: false keeps the effect in the list but does not render it. */
export const POST_PROCESS_ENABLED_PROP = 'isEnabled';

/** The scene's effect nodes in render order (none when the container does not exist yet). */
export function postProcessNodes(get: (id: NodeId) => SceneNodeData | undefined): SceneNodeData[] {
  const container = get(POST_PROCESS_CONTAINER_ID);
  if (!container || container.type !== POST_PROCESS_CONTAINER_TYPE) return [];
  const nodes: SceneNodeData[] = [];
  for (const id of container.children) {
    const node = get(id);
    if (node) nodes.push(node);
  }
  return nodes;
}

/** Whether an effect node is switched on (absent means on). */
export function isPostProcessEnabled(node: SceneNodeData): boolean {
  return node.props[POST_PROCESS_ENABLED_PROP] !== false;
}

/** The most effects one scene may have (spec 001 §5: every list has a limit). */
export const MAX_POST_PROCESSES = 32;

/**
 * The patch that appends an effect node (its parent the container) to the chain; a scene without the container gets it
 * in the same patch, named `containerName`. One patch, so adding the first effect is one undo step.
 */
export function appendPostProcessPatch(
  document: Pick<SceneDocumentService, 'get' | 'root' | 'insertPatch'>, node: SceneNodeData, containerName: string,
): ScenePatch {
  const effect: SceneNodeData = { ...node, parent: POST_PROCESS_CONTAINER_ID };
  const container = document.get(POST_PROCESS_CONTAINER_ID);
  if (container) return document.insertPatch([effect], { parent: POST_PROCESS_CONTAINER_ID, index: container.children.length });
  const made: SceneNodeData = {
    id: POST_PROCESS_CONTAINER_ID, type: POST_PROCESS_CONTAINER_TYPE, parent: SCENE_ROOT_ID, name: containerName, props: {}, children: [effect.id],
  };
  return document.insertPatch([made, effect], { parent: SCENE_ROOT_ID, index: document.root.children.length });
}
