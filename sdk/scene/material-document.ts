import type { NodeId, NodePlace, SceneNodeData, ScenePatch } from './document.js';
import { SCENE_ROOT_ID } from './document.js';

/**
 * Materials live in the document as nodes under one container node (like post-process effects): the container has
 * this id and type, is a child of the root and is created with the first material. A material node's type is its
 * material type's class name (e.g. 'PBRMaterial') and its props follow that type's descriptor table. A mesh (or a
 * mesh sub-set) names its material by node id in its `material` prop. Being nodes, materials are shared by several
 * meshes, undone, saved, versioned and exported like any other node.
 */
export const MATERIAL_CONTAINER_ID: NodeId = 'materials';

/** Node type of the material container (not listed in the scene tree, not creatable from menus). */
export const MATERIAL_CONTAINER_TYPE = 'MaterialLibrary';

/** The prop of a mesh (and of a sub-set entry) that holds the id of its material node; empty or absent: none. */
export const MESH_MATERIAL_PROP = 'material';

/** The scene's material nodes in library order (none when the container does not exist yet). */
export function materialNodes(get: (id: NodeId) => SceneNodeData | undefined): SceneNodeData[] {
  const container = get(MATERIAL_CONTAINER_ID);
  if (!container || container.type !== MATERIAL_CONTAINER_TYPE) return [];
  const nodes: SceneNodeData[] = [];
  for (const id of container.children) {
    const node = get(id);
    if (node) nodes.push(node);
  }
  return nodes;
}

/** The most materials one scene may have (spec 001 §5: every list has a limit). */
export const MAX_MATERIALS = 1000;

/** What adding a material needs of the document service. */
export interface MaterialDocumentAccess {
  get(id: NodeId): SceneNodeData | undefined;
  readonly root: SceneNodeData;
  insertPatch(nodes: readonly SceneNodeData[], at: NodePlace): ScenePatch;
}

/**
 * The patches that add material nodes at the end of the library, the container made with them when missing
 * (`containerName` names it): one patch per node into an existing library (an insert patch holds one subtree, so
 * siblings need a patch each), one patch with the new container otherwise. Nodes need `parent` MATERIAL_CONTAINER_ID.
 */
export function addMaterialsPatches(doc: MaterialDocumentAccess, nodes: readonly SceneNodeData[], containerName: string): ScenePatch[] {
  const container = doc.get(MATERIAL_CONTAINER_ID);
  if (!container) return [addMaterialsPatch(doc, nodes, containerName)];
  return nodes.map((node, i) => doc.insertPatch([node], { parent: MATERIAL_CONTAINER_ID, index: container.children.length + i }));
}

/**
 * The patch that adds one material node at the end of the library (several only while the library is missing: the
 * container made with them holds them all), the container made with it when missing. Several nodes into an existing
 * library need `addMaterialsPatches`: one insert patch would link only the first.
 */
export function addMaterialsPatch(doc: MaterialDocumentAccess, nodes: readonly SceneNodeData[], containerName: string): ScenePatch {
  const container = doc.get(MATERIAL_CONTAINER_ID);
  if (container && nodes.length > 1) throw new Error('addMaterialsPatch adds one material to an existing library: use addMaterialsPatches for several');
  if (container) return doc.insertPatch(nodes, { parent: MATERIAL_CONTAINER_ID, index: container.children.length });
  const made: SceneNodeData = {
    id: MATERIAL_CONTAINER_ID, type: MATERIAL_CONTAINER_TYPE, parent: SCENE_ROOT_ID, name: containerName, props: {}, children: nodes.map((n) => n.id),
  };
  return doc.insertPatch([made, ...nodes], { parent: SCENE_ROOT_ID, index: doc.root.children.length });
}

/** Ids of every material a mesh node names: its own and its sub-sets'. */
export function materialIdsOfMesh(node: SceneNodeData): string[] {
  const ids: string[] = [];
  const own = node.props[MESH_MATERIAL_PROP];
  if (typeof own === 'string' && own) ids.push(own);
  const subSets = node.props.subSets;
  if (Array.isArray(subSets)) {
    for (const s of subSets) {
      const id = s && typeof s === 'object' && !Array.isArray(s) ? s[MESH_MATERIAL_PROP] : undefined;
      if (typeof id === 'string' && id && !ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}
