import { SPLINE_NODE_TYPE, splineGroupPolylines, titles } from '../../sdk/index.js';
import type { GeometryBuildScene, GeometryData, JsonObject, PropertyDescriptor } from '../../sdk/index.js';

/**
 * The Spline builder's spline group: a spline node whose enabled splines become the geometry instead of the builder's
 * own spline params. The lines are in the spline node's local space, placed by the mesh's own transform (the mesh
 * shows the group's shape; moving the spline node does not move the mesh).
 */
export const SPLINE_GROUP_DESCRIPTOR: PropertyDescriptor = {
  name: 'splineGroup', type: 'nodeSelect', propertyGroup: 'geometry', rank: 0, default: '', options: { nodeType: SPLINE_NODE_TYPE },
  titles: titles('Spline group', '样条组', '樣條組'),
};

/** The spline node a Spline geometry value reads, or undefined when it reads its own params. */
export function splineGroupOf(params: JsonObject): string | undefined {
  return typeof params.splineGroup === 'string' && params.splineGroup ? params.splineGroup : undefined;
}

/**
 * The enabled splines of the group as line segments, one run of vertices per spline (a closed one joins its last
 * point to its first). A group that is missing, not a spline node or has nothing enabled gives no lines.
 */
export function buildGroupLines(id: string, scene: GeometryBuildScene | undefined): GeometryData {
  const node = scene?.node(id);
  const positions: number[] = [];
  const indices: number[] = [];
  if (node?.type !== SPLINE_NODE_TYPE) return { positions, indices, lines: true };
  for (const line of splineGroupPolylines(node)) {
    const first = positions.length / 3;
    for (const p of line.points) positions.push(p.x, p.y, p.z);
    const n = line.points.length;
    for (let i = 0; i + 1 < n; i++) indices.push(first + i, first + i + 1);
    if (line.closed && n > 2) indices.push(first + n - 1, first);
  }
  return { positions, indices, lines: true };
}
