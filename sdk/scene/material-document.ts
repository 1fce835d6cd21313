import type { NodeId, SceneNodeData } from './document.js';

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
