import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { InfoPointData, ScreenItemHit, ScreenPickQuery } from '../../sdk/index.js';
import { MARKER_SIZE } from './marker-buffers.js';

/** How far from a marker's centre a click still hits it, in CSS pixels: its radius and a little more. */
const HIT_RADIUS = MARKER_SIZE / 2 + 2;

/**
 * The visible point whose marker is under a click: the markers keep their size on screen, so each point is projected
 * with the click's camera and the nearest within the marker's radius wins (a mesh pick cannot see the quads that the
 * vertex shader places).
 */
export function pickMarker(points: readonly InfoPointData[], node: TransformNode, query: ScreenPickQuery): ScreenItemHit | undefined {
  const { camera, x, y, width, height } = query;
  const world = node.getWorldMatrix();
  const transform = camera.getViewMatrix().multiply(camera.getProjectionMatrix());
  const viewport = camera.viewport.toGlobal(width, height);
  const local = new Vector3();
  const screen = new Vector3();
  let best: ScreenItemHit | undefined;
  for (const point of points) {
    if (!point.visible) continue;
    local.set(point.position[0], point.position[1], point.position[2]);
    Vector3.ProjectToRef(local, world, transform, viewport, screen);
    if (screen.z < 0 || screen.z > 1) continue;
    const distance = Math.hypot(screen.x - x, screen.y - y);
    if (distance <= HIT_RADIUS && (!best || distance < best.distance)) best = { item: point.id, distance, depth: screen.z };
  }
  return best;
}
