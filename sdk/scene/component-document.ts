import type { NodeId, NodePlace, SceneDocumentData, SceneNodeData, ScenePatch } from './document.js';
import { SCENE_ROOT_ID } from './document.js';
import { createEmptySceneDocument } from './empty-document.js';
import { addMaterialsPatches, MATERIAL_CONTAINER_ID, MATERIAL_CONTAINER_TYPE, materialIdsOfMesh, MESH_MATERIAL_PROP, type MaterialDocumentAccess } from './material-document.js';

// A component (docs/market.md, component libraries): a scene document whose root holds one node subtree (the
// component) and, when it names materials, the material container with those materials. It is saved as a scene of a
// component library and inserted into another scene with fresh ids, its materials added to that scene's library.

/** A component read from its document: its subtree (top first) and each material's subtree (material first). */
export interface ComponentParts {
  readonly top: readonly SceneNodeData[];
  readonly materials: readonly (readonly SceneNodeData[])[];
}

/** A node and its descendants, top first, walked at most `max` nodes deep (undefined: missing, a cycle or too many). */
function boundedSubtree(get: (id: NodeId) => SceneNodeData | undefined, id: NodeId, max: number): SceneNodeData[] | undefined {
  const out: SceneNodeData[] = [];
  const seen = new Set<NodeId>();
  const stack = [id];
  while (stack.length) {
    const nodeId = stack.pop()!;
    const node = get(nodeId);
    if (!node || seen.has(nodeId) || out.length >= max) return undefined;
    seen.add(nodeId);
    out.push(node);
    if (!Array.isArray(node.children)) return undefined;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return out;
}

/** The component document of a node's subtree and the materials its meshes name. */
export function componentDocument(get: (id: NodeId) => SceneNodeData | undefined, topId: NodeId, max = Number.MAX_SAFE_INTEGER): SceneDocumentData | undefined {
  const top = boundedSubtree(get, topId, max);
  if (!top || topId === SCENE_ROOT_ID) return undefined;
  const materialIds = [...new Set(top.filter((n) => n.type === 'Mesh').flatMap(materialIdsOfMesh))];
  const materials = materialIds.map((id) => get(id)).filter((m): m is SceneNodeData => !!m && m.parent === MATERIAL_CONTAINER_ID)
    .map((m) => boundedSubtree(get, m.id, max) ?? [m]);
  const empty = createEmptySceneDocument();
  const nodes: Record<NodeId, SceneNodeData> = {};
  const rootChildren = [topId];
  for (const n of top) nodes[n.id] = n;
  nodes[topId] = { ...top[0], parent: SCENE_ROOT_ID };
  if (materials.length) {
    rootChildren.push(MATERIAL_CONTAINER_ID);
    nodes[MATERIAL_CONTAINER_ID] = { id: MATERIAL_CONTAINER_ID, type: MATERIAL_CONTAINER_TYPE, parent: SCENE_ROOT_ID, name: 'Materials', props: {}, children: materials.map((m) => m[0].id) };
    for (const m of materials) for (const n of m) nodes[n.id] = n;
  }
  nodes[SCENE_ROOT_ID] = { ...empty.nodes[SCENE_ROOT_ID], name: top[0].name, children: rootChildren };
  return { ...empty, nodes };
}

/**
 * Read a component document: its root must hold exactly one node subtree (and at most the material container), every
 * walk bounded by `max` nodes in all. Undefined when it is not a component.
 */
export function readComponent(doc: SceneDocumentData, max: number): ComponentParts | undefined {
  const get = (id: NodeId): SceneNodeData | undefined => (Object.hasOwn(doc.nodes, id) ? doc.nodes[id] : undefined);
  const root = get(SCENE_ROOT_ID);
  if (!root || !Array.isArray(root.children)) return undefined;
  const tops = root.children.filter((id) => id !== MATERIAL_CONTAINER_ID);
  if (tops.length !== 1 || root.children.length > 2) return undefined;
  const top = boundedSubtree(get, tops[0], max);
  if (!top || top.some((n) => n.id === SCENE_ROOT_ID || n.id === MATERIAL_CONTAINER_ID)) return undefined;
  let budget = max - top.length;
  const materials: SceneNodeData[][] = [];
  const container = root.children.includes(MATERIAL_CONTAINER_ID) ? get(MATERIAL_CONTAINER_ID) : undefined;
  if (container) {
    if (container.type !== MATERIAL_CONTAINER_TYPE || !Array.isArray(container.children)) return undefined;
    for (const id of container.children) {
      const m = boundedSubtree(get, id, budget);
      if (!m) return undefined;
      budget -= m.length;
      materials.push(m);
    }
  }
  return { top, materials };
}

/** What inserting a component needs of the open document. */
export interface ComponentTarget extends MaterialDocumentAccess {
  newId(): NodeId;
}

/** Fresh ids for a subtree, its top attached to `parent`; `rename` maps material ids in mesh props. */
function withFreshIds(nodes: readonly SceneNodeData[], parent: NodeId, ids: Map<NodeId, NodeId>, rename: (props: SceneNodeData['props']) => SceneNodeData['props']): SceneNodeData[] {
  return nodes.map((n, i) => ({
    id: ids.get(n.id)!, type: n.type, parent: i === 0 ? parent : ids.get(n.parent ?? '') ?? parent, name: n.name,
    props: rename(structuredClone(n.props) as SceneNodeData['props']), children: n.children.map((c) => ids.get(c)).filter((c): c is NodeId => !!c),
  }));
}

/**
 * The patches that insert a component at a place with fresh ids: its materials added to the open scene's library (the
 * container made when missing, named `containerName`), its meshes naming the new materials.
 */
export function componentInsertPatches(target: ComponentTarget, parts: ComponentParts, at: NodePlace, containerName: string): { patches: ScenePatch[]; topId: NodeId } {
  const ids = new Map<NodeId, NodeId>();
  for (const n of parts.top) ids.set(n.id, target.newId());
  for (const m of parts.materials) for (const n of m) ids.set(n.id, target.newId());
  const rename = (props: SceneNodeData['props']): SceneNodeData['props'] => {
    const out = { ...props };
    const own = out[MESH_MATERIAL_PROP];
    if (typeof own === 'string' && ids.has(own)) out[MESH_MATERIAL_PROP] = ids.get(own)!;
    if (Array.isArray(out.subSets)) {
      out.subSets = out.subSets.map((s) => {
        if (!s || typeof s !== 'object' || Array.isArray(s)) return s;
        const id = s[MESH_MATERIAL_PROP];
        return typeof id === 'string' && ids.has(id) ? { ...s, [MESH_MATERIAL_PROP]: ids.get(id)! } : s;
      });
    }
    return out;
  };
  const patches: ScenePatch[] = [];
  const materials = parts.materials.map((m) => withFreshIds(m, MATERIAL_CONTAINER_ID, ids, (p) => p));
  // One insert patch per material subtree (their descendants ride along with each).
  if (materials.length) {
    const tops = addMaterialsPatches(target, materials.map((m) => m[0]), containerName);
    const rest = new Map(materials.map((m) => [m[0].id, m.slice(1)]));
    for (const p of tops) {
      if (p.op !== 'insert') continue;
      patches.push({ ...p, nodes: p.nodes.flatMap((n) => [n, ...(rest.get(n.id) ?? [])]) });
    }
  }
  const top = withFreshIds(parts.top, at.parent, ids, rename);
  patches.push(target.insertPatch(top, at));
  return { patches, topId: top[0].id };
}
