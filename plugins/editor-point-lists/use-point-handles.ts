import { useEffect, useMemo, useRef } from 'react';
import type { NodeId, PointHandlesFollow, PointHandlesFollower, PointHandlesService, Vector3Value } from '../../sdk/index.js';

/** What the viewport handles edit: the latest points, the selected ones, and how to write a moved one. */
export interface PointHandleWrites {
  readonly points: readonly { readonly position: readonly number[] }[];
  readonly selected: readonly number[];
  /** Write the list with point `index` at `to` within the open gesture. */
  move(index: number, to: Vector3Value, gesture: string): void;
  beginGesture(gesture: string): void;
  endGesture(gesture: string): void;
}

/**
 * While the editor shows one node's points, the viewport shows a move handle on each selected point (spec 001 §4:
 * selecting attaches a gizmo): `PointHandlesService.follow` decides which open list holds the handles and makes each
 * drag one gesture, so one undo step.
 */
export function usePointHandles(service: PointHandlesService | undefined, nodeId: NodeId | undefined, writes: PointHandleWrites): void {
  const { points, selected } = writes;
  const flat = useMemo(() => points.flatMap((p) => p.position), [points]);
  const follow: PointHandlesFollow = {
    points: flat,
    selected,
    beginGesture: writes.beginGesture,
    move: (index, to, gesture) => {
      if (index < points.length) writes.move(index, to, gesture);
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
  useEffect(() => follower.current?.update(latest.current), [flat, selected]);
}
