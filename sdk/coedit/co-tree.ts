import { SCENE_ROOT_ID } from '../scene/document.js';
import type { NodeId, SceneDocumentData, SceneNodeData, ScenePatch, SceneSections } from '../scene/document.js';
import type { JsonValue } from '../scene/json.js';

type MutableSections = { -readonly [K in keyof SceneSections]: SceneSections[K] };

/**
 * A scene document as a co-editing replica (or the server) holds it: the node graph and the sections, changed only by
 * patches. No events, no freezing, no rollback: the patches it is given come from `resolveCoOp` on this same tree (or
 * invert those), so they always fit. The designer's own document takes the same patches.
 */
export class CoTree {
  private readonly nodes: Map<NodeId, SceneNodeData>;
  private readonly sections: MutableSections;

  constructor(data: SceneDocumentData) {
    const copy = structuredClone(data);
    if (!copy.nodes?.[SCENE_ROOT_ID]) throw new Error('Not a scene document');
    this.nodes = new Map(Object.entries(copy.nodes));
    this.sections = { exposed: copy.exposed, animations: copy.animations, logic: copy.logic, externalResources: copy.externalResources };
  }

  get(id: NodeId): SceneNodeData | undefined {
    return this.nodes.get(id);
  }

  get size(): number {
    return this.nodes.size;
  }

  section<K extends keyof SceneSections>(name: K): SceneSections[K] {
    return this.sections[name];
  }

  /** Whether `ancestor` is `id` or above it; the walk is bounded by the node count, so a cycle cannot loop. */
  isAncestor(ancestor: NodeId, id: NodeId): boolean {
    let current: NodeId | null | undefined = id;
    for (let steps = 0; current && steps <= this.nodes.size; steps++) {
      if (current === ancestor) return true;
      current = this.nodes.get(current)?.parent;
    }
    return false;
  }

  /** `id` and its descendants, top first (breadth first), as a remove patch lists them. */
  subtree(id: NodeId): SceneNodeData[] {
    const out: SceneNodeData[] = [];
    const top = this.nodes.get(id);
    if (!top) return out;
    out.push(top);
    for (let i = 0; i < out.length && out.length <= this.nodes.size; i++) {
      for (const child of out[i].children) {
        const node = this.nodes.get(child);
        if (node) out.push(node);
      }
    }
    return out;
  }

  /** The document as data, nodes keyed depth first from the root (nodes not reached, if any, after them). */
  snapshot(): SceneDocumentData {
    const nodes: Record<NodeId, SceneNodeData> = {};
    const stack: NodeId[] = [SCENE_ROOT_ID];
    while (stack.length && Object.keys(nodes).length <= this.nodes.size) {
      const node = this.nodes.get(stack.pop()!);
      if (!node || node.id in nodes) continue;
      nodes[node.id] = node;
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
    for (const [id, node] of this.nodes) if (!(id in nodes)) nodes[id] = node;
    return structuredClone({ format: 'scene-document', version: 1, nodes, ...this.sections });
  }

  /** Apply patches in order. */
  apply(patches: readonly ScenePatch[]): void {
    for (const patch of patches) this.applyOne(patch);
  }

  private require(id: NodeId): SceneNodeData {
    const node = this.nodes.get(id);
    if (!node) throw new Error(`No node '${id}'`);
    return node;
  }

  private editChildren(id: NodeId, edit: (children: NodeId[]) => void): void {
    const node = this.require(id);
    const children = [...node.children];
    edit(children);
    this.nodes.set(id, { ...node, children });
  }

  private applyOne(patch: ScenePatch): void {
    switch (patch.op) {
      case 'setProp': {
        const node = this.require(patch.id);
        const props = { ...node.props };
        if (patch.value === undefined) delete props[patch.key];
        else props[patch.key] = structuredClone(patch.value);
        this.nodes.set(node.id, { ...node, props });
        return;
      }
      case 'setName':
        this.nodes.set(patch.id, { ...this.require(patch.id), name: patch.name });
        return;
      case 'insert': {
        patch.nodes.forEach((node, i) => this.nodes.set(node.id, structuredClone(i === 0 ? { ...node, parent: patch.at.parent } : node)));
        this.editChildren(patch.at.parent, (children) => children.splice(clamp(patch.at.index, children.length), 0, patch.nodes[0].id));
        return;
      }
      case 'remove': {
        const top = patch.nodes[0];
        this.editChildren(patch.at.parent, (children) => {
          const index = children.indexOf(top.id);
          if (index >= 0) children.splice(index, 1);
        });
        for (const node of patch.nodes) this.nodes.delete(node.id);
        return;
      }
      case 'move': {
        this.editChildren(patch.from.parent, (children) => {
          const index = children.indexOf(patch.id);
          if (index >= 0) children.splice(index, 1);
        });
        this.editChildren(patch.to.parent, (children) => children.splice(clamp(patch.to.index, children.length), 0, patch.id));
        this.nodes.set(patch.id, { ...this.require(patch.id), parent: patch.to.parent });
        return;
      }
      case 'setSection':
        (this.sections as Record<string, unknown>)[patch.section] = structuredClone(patch.value as JsonValue);
        return;
    }
  }
}

/** An index clamped into 0..length (out of range or not an integer: the end). */
export function clamp(index: number, length: number): number {
  return Number.isInteger(index) && index >= 0 && index <= length ? index : length;
}
