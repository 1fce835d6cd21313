import { useEffect, useRef } from 'react';
import type { TextPointData, NodeId, PointHandles, PointHandlesRequest, PointHandlesService, Vector3Value } from '../../sdk/index.js';

/** What the viewport handles edit: the latest points, the selected ones, and how to write a moved one. */
export interface TextPointHandleWrites {
  readonly points: readonly TextPointData[];
  readonly selected: readonly number[];
  /** Write the list with point `index` at `to` within the open gesture. */
  move(index: number, to: Vector3Value, gesture: string): void;
  beginGesture(gesture: string): void;
  endGesture(gesture: string): void;
}

let gestures = 0;

/**
 * While the editor shows one node's points and some are selected, the viewport shows a move handle on each selected
 * point (spec 001 §4: selecting attaches a gizmo); one drag is one gesture, so one undo step.
 */
export function useTextPointHandles(service: PointHandlesService | undefined, nodeId: NodeId | undefined, writes: TextPointHandleWrites): void {
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
    const request: PointHandlesRequest = {
      nodeId,
      points: points.flatMap((p) => p.position),
      selected: selected.filter((i) => i < points.length),
      onDragStart: () => {
        if (gesture.current) return;
        gesture.current = `textPoints.handle.${++gestures}`;
        latest.current.beginGesture(gesture.current);
      },
      onMove: (index: number, to: Vector3Value) => {
        if (gesture.current && index < latest.current.points.length) latest.current.move(index, to, gesture.current);
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
