import { useEffect, useRef } from 'react';
import type { NodeId, PointHandlesFollow, PointHandlesFollower, PointHandlesService } from '../../sdk/index.js';

/**
 * While the editor is shown for a node (descriptor option handlesNode), the viewport shows a move handle per selected
 * point: `PointHandlesService.follow` decides which open list holds the handles and makes each drag one gesture.
 */
export function usePointHandles(service: PointHandlesService | undefined, nodeId: NodeId | undefined, follow: PointHandlesFollow): void {
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
  useEffect(() => follower.current?.update(latest.current), [follow.points, follow.selected]);
}
