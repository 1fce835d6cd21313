import { useEffect, useRef } from 'react';
import type { NodeId, PointHandles, PointHandlesRequest, PointHandlesService, Vector3Value } from '../../sdk/index.js';

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
  const lastRequest = useRef<PointHandlesRequest | undefined>(undefined);
  const lastSelected = useRef<readonly number[] | undefined>(undefined);
  const gesture = useRef<string | undefined>(undefined);

  // Hide the handles when the editor goes or edits another node (a drag running on them ends).
  useEffect(() => () => {
    if (gesture.current) latest.current.endGesture(gesture.current);
    gesture.current = undefined;
    shown.current?.dispose();
    shown.current = undefined;
    lastRequest.current = undefined;
  }, [service, nodeId]);

  // Show or update the handles. Several point lists may be open at once: the one whose selection changed last takes
  // the viewport's handles; the others keep quiet until the user selects in them.
  useEffect(() => {
    if (!service || nodeId === undefined) return;
    const request = requestOf(nodeId);
    const selectionChanged = lastSelected.current !== writes.selected;
    lastSelected.current = writes.selected;
    const owner = shown.current !== undefined && service.current === lastRequest.current;
    if (owner) shown.current!.update(request);
    else if (!shown.current || (selectionChanged && writes.selected.length > 0)) {
      shown.current?.dispose();
      shown.current = service.show(request);
    } else return;
    lastRequest.current = request;
  }, [service, nodeId, writes.points, writes.selected]);

  function requestOf(id: NodeId): PointHandlesRequest {
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
