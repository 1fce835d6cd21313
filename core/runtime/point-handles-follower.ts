import type { NodeId, PointHandles, PointHandlesFollow, PointHandlesFollower, PointHandlesRequest, PointHandlesService } from '../../sdk/index.js';

let gestures = 0;

/**
 * One editor's hold on the viewport's point handles (PointHandlesService.follow): it takes the handles when its
 * selection changes to a non-empty one (as it is made, too), keeps them up to date while they are its own, gives them up
 * when disposed, and turns each drag into one gesture.
 */
export function followPointHandles(service: Pick<PointHandlesService, 'show' | 'current'>, nodeId: NodeId, first: PointHandlesFollow): PointHandlesFollower {
  let latest = first;
  let shown: PointHandles | undefined;
  let lastRequest: PointHandlesRequest | undefined;
  let lastSelected: readonly number[] | undefined;
  let gesture: string | undefined;
  const request = (): PointHandlesRequest => ({
    nodeId,
    points: latest.points,
    selected: latest.selected,
    onDragStart: () => {
      if (gesture) return;
      gesture = `pointHandles.drag.${++gestures}`;
      latest.beginGesture(gesture);
    },
    onMove: (index, to) => {
      if (gesture) latest.move(index, to, gesture);
    },
    onDragEnd: () => {
      if (!gesture) return;
      latest.endGesture(gesture);
      gesture = undefined;
    },
  });
  const sync = () => {
    const selectionChanged = lastSelected !== latest.selected;
    lastSelected = latest.selected;
    const next = request();
    if (shown && service.current === lastRequest) shown.update(next);
    else if (selectionChanged && latest.selected.length > 0) {
      shown?.dispose();
      shown = service.show(next);
    } else return;
    lastRequest = next;
  };
  sync();
  return {
    update(follow) {
      latest = follow;
      sync();
    },
    dispose() {
      if (gesture) latest.endGesture(gesture);
      gesture = undefined;
      shown?.dispose();
      shown = undefined;
      lastRequest = undefined;
    },
  };
}
