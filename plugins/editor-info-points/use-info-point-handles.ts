import { useEffect, useMemo, useRef } from 'react';
import type { InfoPointData, NodeId, PointHandlesFollow, PointHandlesFollower, PointHandlesService, Vector3Value } from '../../sdk/index.js';

/** What the viewport handles edit: the points, the selected ones, and how to write a moved one. */
export interface InfoPointHandleWrites {
  readonly points: readonly InfoPointData[];
  readonly selected: readonly string[];
  /** Write the list with point `id` at `to` within the open gesture. */
  move(id: string, to: Vector3Value, gesture: string): void;
  beginGesture(gesture: string): void;
  endGesture(gesture: string): void;
}

/**
 * While the editor shows one node's points, the viewport shows a move handle on each selected point (in the node's
 * local space): `PointHandlesService.follow` decides which open list holds the handles and makes each drag one gesture.
 */
export function useInfoPointHandles(service: PointHandlesService | undefined, nodeId: NodeId | undefined, writes: InfoPointHandleWrites): void {
  const { points, selected } = writes;
  const flat = useMemo(() => points.flatMap((p) => p.position), [points]);
  // The same array while the selected indices stay the same: a new one tells the service that the user selected here.
  const lastIndices = useRef<readonly number[]>([]);
  const indices = useMemo(() => {
    const at = new Map(points.map((p, i) => [p.id, i]));
    const next = selected.map((id) => at.get(id)).filter((i): i is number => i !== undefined);
    const same = next.length === lastIndices.current.length && next.every((v, i) => v === lastIndices.current[i]);
    return same ? lastIndices.current : (lastIndices.current = next);
  }, [points, selected]);
  const follow: PointHandlesFollow = {
    points: flat,
    selected: indices,
    beginGesture: writes.beginGesture,
    move: (index, to, gesture) => {
      const id = points[index]?.id;
      if (id !== undefined) writes.move(id, to, gesture);
    },
    endGesture: writes.endGesture,
  };
  const latest = useRef(follow);
  latest.current = follow;
  const follower = useRef<PointHandlesFollower | undefined>(undefined);
  useEffect(() => {
    if (!service || nodeId === undefined) return;
    const held = (follower.current = service.follow(nodeId, latest.current));
    return () => {
      held.dispose();
      follower.current = undefined;
    };
  }, [service, nodeId]);
  useEffect(() => follower.current?.update(latest.current), [flat, indices]);
}
