import type { Scene } from '@babylonjs/core/scene.js';
import type { NodeId } from '../scene/document.js';

interface Bounded {
  getHierarchyBoundingVectors(includeDescendants?: boolean): { min: { x: number }; max: { x: number } };
}

/** The world width along X of a document node's engine object and its descendants in the viewport's scene, if it has any. */
export function engineWidthOf(scene: Scene | undefined, id: NodeId): number | undefined {
  const node = scene?.getNodes().find((n) => (n.metadata as { nodeId?: unknown } | null)?.nodeId === id);
  if (!node || typeof (node as Partial<Bounded>).getHierarchyBoundingVectors !== 'function') return undefined;
  const { min, max } = (node as unknown as Bounded).getHierarchyBoundingVectors(true);
  const width = max.x - min.x;
  return Number.isFinite(width) && width > 0 ? width : undefined;
}
