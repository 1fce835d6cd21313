import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { ViewWindow } from './views.js';

/** The world bounds of nodes and their children (a node without geometry counts by its position); none when empty. */
export function boundsOf(nodes: readonly TransformNode[]): { min: Vector3; max: Vector3 } | undefined {
  let min = new Vector3(Infinity, Infinity, Infinity);
  let max = new Vector3(-Infinity, -Infinity, -Infinity);
  for (const node of nodes) {
    node.computeWorldMatrix(true);
    const b = node.getHierarchyBoundingVectors(true);
    if (!Number.isFinite(b.min.x)) {
      min = Vector3.Minimize(min, node.getAbsolutePosition());
      max = Vector3.Maximize(max, node.getAbsolutePosition());
      continue;
    }
    min = Vector3.Minimize(min, b.min);
    max = Vector3.Maximize(max, b.max);
  }
  return Number.isFinite(min.x) ? { min, max } : undefined;
}

/** Point every window's camera at the bounds: perspective by distance, orthographic by frustum size. */
export function frameBounds(windows: Iterable<ViewWindow>, bounds: { min: Vector3; max: Vector3 }): void {
  const center = bounds.min.add(bounds.max).scale(0.5);
  const size = Math.max(0.5, bounds.max.subtract(bounds.min).length());
  for (const w of windows) {
    w.camera.setTarget(center.clone());
    if (w.kind === 'perspective') w.camera.radius = size * 1.6;
    else (w.camera.metadata as { orthoSize: number }).orthoSize = size * 1.3;
  }
}
