import { useEffect, useRef } from 'react';
import type { InfoPointData, NodeId, PointHandles, PointHandlesRequest, PointHandlesService, Vector3Value } from '../../sdk/index.js';

/** What the viewport handles edit: the latest points, the selected ones, and how to write a moved one. */
export interface InfoPointHandleWrites {
  readonly points: readonly InfoPointData[];
  readonly selected: readonly string[];
  /** Write the list with point `id` at `to` within the open gesture. */
  move(id: string, to: Vector3Value, gesture: string): void;
  beginGesture(gesture: string): void;
  endGesture(gesture: string): void;
}

let gestures = 0;

/**
 * While the editor shows one node's points and some are selected, the viewport shows a move handle on each selected
 * point (in the node's local space); one drag is one gesture, so one undo step.
 */
export function useInfoPointHandles(service: PointHandlesService | undefined, nodeId: NodeId | undefined, writes: InfoPointHandleWrites): void {
  const latest = useRef(writes);
  latest.current = writes;
  const shown = useRef<PointHandles | undefined>(undefined);
  const gesture = useRef<string | undefined>(undefined);
  const lastRequest = useRef<PointHandlesRequest | undefined>(undefined);

  useEffect(() => () => {
    if (gesture.current) latest.current.endGesture(gesture.current);
    gesture.current = undefined;
    shown.current?.dispose();
    shown.current = undefined;
    lastRequest.current = undefined;
  }, [service, nodeId]);

  useEffect(() => {
    if (!service || nodeId === undefined) return;
    const { points, selected } = writes;
    const ids = points.map((p) => p.id);
    const request: PointHandlesRequest = {
      nodeId,
      points: points.flatMap((p) => p.position),
      selected: selected.map((id) => ids.indexOf(id)).filter((i) => i >= 0),
      onDragStart: () => {
        if (gesture.current) return;
        gesture.current = `infoPoints.handle.${++gestures}`;
        latest.current.beginGesture(gesture.current);
      },
      onMove: (index: number, to: Vector3Value) => {
        const id = latest.current.points[index]?.id;
        if (gesture.current && id !== undefined) latest.current.move(id, to, gesture.current);
      },
      onDragEnd: () => {
        if (!gesture.current) return;
        latest.current.endGesture(gesture.current);
        gesture.current = undefined;
      },
    };
    // Another editor may have taken the viewport's handles since: take them back only when the user selects here.
    if (shown.current && service.current === lastRequest.current) shown.current.update(request);
    else if (request.selected.length > 0) {
      shown.current?.dispose();
      shown.current = service.show(request);
    } else return;
    lastRequest.current = request;
  }, [service, nodeId, writes.points, writes.selected]);
}
