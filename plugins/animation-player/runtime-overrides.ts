import { valueAtPath, withValueAtPath } from '../../sdk/index.js';
import type { JsonObject, JsonValue, NodeId, SceneNodeData, SceneRuntimeHandle } from '../../sdk/index.js';

/** One value to show in the engine instead of the document's. */
export interface Override {
  readonly nodeId: NodeId;
  /** A prop name or a dotted path inside one. */
  readonly property: string;
  readonly value: JsonValue;
}

/**
 * Shows animated values in the engine without writing the document: each node's runtime object is updated with a copy
 * of its document node whose props carry the overrides. Nodes no longer overridden get their document values back.
 */
export class RuntimeOverrides {
  /** Top-level prop names overridden last time, by node. */
  private applied = new Map<NodeId, Set<string>>();

  constructor(private readonly nodes: { get(id: NodeId): SceneNodeData | undefined }) {}

  /** Apply this frame's overrides; returns whether the engine changed. */
  apply(runtime: SceneRuntimeHandle, overrides: readonly Override[]): boolean {
    const byNode = new Map<NodeId, Override[]>();
    for (const o of overrides) {
      const list = byNode.get(o.nodeId);
      if (list) list.push(o);
      else byNode.set(o.nodeId, [o]);
    }
    const next = new Map<NodeId, Set<string>>();
    let changed = false;
    for (const [nodeId, list] of byNode) {
      const node = this.nodes.get(nodeId);
      const object = runtime.objectOf(nodeId);
      if (!node || !object) continue;
      let props: JsonObject = node.props as JsonObject;
      const keys = new Set<string>();
      for (const o of list) {
        // A dotted path into a missing object has nothing to override.
        if (o.property.includes('.') && valueAtPath(props, o.property.slice(0, o.property.lastIndexOf('.'))) === undefined) continue;
        props = withValueAtPath(props, o.property, o.value);
        keys.add(o.property.split('.')[0]);
      }
      if (!keys.size) continue;
      for (const key of this.applied.get(nodeId) ?? []) keys.add(key);
      object.update({ ...node, props }, [...keys]);
      next.set(nodeId, keys);
      changed = true;
    }
    for (const [nodeId, keys] of this.applied) {
      if (next.has(nodeId)) continue;
      const node = this.nodes.get(nodeId);
      const object = runtime.objectOf(nodeId);
      if (node && object) object.update(node, [...keys]);
      changed = true;
    }
    this.applied = next;
    return changed;
  }

  /** Whether some node shows overridden values now. */
  get active(): boolean {
    return this.applied.size > 0;
  }

  /** Forget what was applied (the runtime was replaced). */
  reset(): void {
    this.applied.clear();
  }
}
