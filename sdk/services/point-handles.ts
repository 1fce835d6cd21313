import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { Disposable } from '../kernel/lifecycle.js';
import type { NodeId } from '../scene/document.js';
import type { Vector3Value } from '../scene/values.js';

/**
 * Points that get move handles in the viewport: a list of points in a node's local space and which of them are
 * selected. The viewport draws one draggable handle per selected point; a drag calls onDragStart once, onMove for
 * each step, onDragEnd once (the editor writes the value through a gesture, so one drag is one undo step).
 */
export interface PointHandlesRequest {
  /** The node whose local space the points are in (its engine node places the handles). */
  readonly nodeId: NodeId;
  /** Every point as flat x, y, z numbers. */
  readonly points: readonly number[];
  /** Indices of the points that get a handle (the editor's selection). */
  readonly selected: readonly number[];
  /** A drag on the handle of point `index` begins. */
  onDragStart(index: number): void;
  /** The dragged point's new position in the node's local space. */
  onMove(index: number, point: Vector3Value): void;
  /** The drag ends (pointer released or the handles went away). */
  onDragEnd(index: number): void;
}

/** The handles one editor shows; update them as the points or the selection change, dispose to hide them. */
export interface PointHandles extends Disposable {
  /** Replace what these handles show (a drag running on them goes on). */
  update(request: PointHandlesRequest): void;
}

/**
 * What an editor's point list gives `PointHandlesService.follow`: its points, its selection and how to write a moved
 * point. Each drag is one gesture the follower opens and closes, so a drag is one undo step.
 */
export interface PointHandlesFollow {
  /** Every point as flat x, y, z numbers, in the node's local space. */
  readonly points: readonly number[];
  /** Indices of the selected points (a new array when the user changes the selection). */
  readonly selected: readonly number[];
  /** Open a gesture (before the first move of a drag). */
  beginGesture(gesture: string): void;
  /** Write point `index` at `to` within the open gesture. */
  move(index: number, to: Vector3Value, gesture: string): void;
  /** Close the gesture (the drag ended, or the follower went away during one). */
  endGesture(gesture: string): void;
}

/** An editor's hold on the viewport's handles; `update` as its points or selection change, dispose when it goes. */
export interface PointHandlesFollower extends Disposable {
  update(follow: PointHandlesFollow): void;
}

/**
 * Move handles for points in the viewport (spec 001 §5: path points editable with gizmos). One set is shown at a
 * time: the latest `show` wins, and disposing a set that is no longer shown changes nothing. Implemented in core as
 * state; the viewport draws `current`.
 */
export interface PointHandlesService {
  /**
   * Follow an editor's point list of node `nodeId`: show handles on its selected points and keep them up to date.
   * Several lists may be open at once: the one whose selection changed last to a non-empty one takes the handles (a
   * list made with a selection does at once); the others keep quiet until the user selects in them. A drag is one
   * gesture (`beginGesture` … `move` … `endGesture`).
   */
  follow(nodeId: NodeId, follow: PointHandlesFollow): PointHandlesFollower;
  /** Show handles for `request`, replacing any shown before. */
  show(request: PointHandlesRequest): PointHandles;
  /** What is shown now. */
  readonly current: PointHandlesRequest | undefined;
  /** Emits what is shown, now and on every change (undefined when nothing is). */
  readonly onDidChange: Observable<PointHandlesRequest | undefined>;
}

/** Service id of the point handles service. */
export const PointHandlesService = createServiceId<PointHandlesService>('viewport.pointHandles');
