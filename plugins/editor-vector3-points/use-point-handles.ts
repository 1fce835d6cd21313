import { useEffect, useRef } from 'react';
import type { PointHandles, PointHandlesService, NodeId, Vector3Value } from '../../sdk/index.js';

/** What the viewport handles edit: the latest points and how to write a moved one. */
export interface PointHandleWrites {
  readonly points: readonly number[];
  readonly selected: readonly number[];
  /** Write the list with point `index` at `to` within the open gesture. */
  move(index: number, to: Vector3Value, gesture: string): void;
  beginGesture(gesture: string): void;
  endGesture(gesture: string): void;
}

let gestures = 0;

/**
 * While the editor is shown for a node (descriptor option handlesNode), the viewport shows a move handle per selected
 * point; a drag writes through one gesture (one undo step).
 */
export function usePointHandles(service: PointHandlesService | undefined, nodeId: NodeId | undefined, writes: PointHandleWrites): void {
  const latest = useRef(writes);
  latest.current = writes;
  const shown = useRef<PointHandles | undefined>(undefined);
  const gesture = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!service || nodeId === undefined) return;
    const handles = service.show(requestOf(nodeId));
    shown.current = handles;
    return () => {
      if (gesture.current) latest.current.endGesture(gesture.current);
      gesture.current = undefined;
      shown.current = undefined;
      handles.dispose();
    };
  }, [service, nodeId]);

  useEffect(() => {
    if (nodeId !== undefined) shown.current?.update(requestOf(nodeId));
  }, [nodeId, writes.points, writes.selected]);

  function requestOf(id: NodeId) {
    return {
      nodeId: id,
      points: latest.current.points,
      selected: latest.current.selected,
      onDragStart: () => {
        if (gesture.current) return;
        gesture.current = `vector3Points.handle.${++gestures}`;
        latest.current.beginGesture(gesture.current);
      },
      onMove: (index: number, to: Vector3Value) => {
        if (gesture.current) latest.current.move(index, to, gesture.current);
      },
      onDragEnd: () => {
        if (!gesture.current) return;
        latest.current.endGesture(gesture.current);
        gesture.current = undefined;
      },
    };
  }
}
