/**
 * The vector3 point list (spec 001 §2 "vector3 point list", §5 clearing asks confirmation, multi-select). A property
 * of this descriptor type holds points as a flat x, y, z number array. Its editor is a PropertyEditors contribution
 * for {@link VECTOR3_POINTS_TYPE}; other editors (the spline list's path detail) render it by looking that
 * contribution up, passing {@link Vector3PointsOptions} as the descriptor's options.
 */
export const VECTOR3_POINTS_TYPE = 'vector3Points';

/** Options a vector3 point list descriptor may carry. */
export interface Vector3PointsOptions {
  /** Most points (default {@link MAX_VECTOR3_POINTS}). */
  readonly max?: number;
  /** Fewest points; removing below it is refused (default 0). */
  readonly min?: number;
  /**
   * A node whose local space the points are in: while the editor is shown, the viewport shows a move handle per
   * selected point there, and dragging one edits the value (one undo step per drag).
   */
  readonly handlesNode?: string;
}

/** Default most points of one list. */
export const MAX_VECTOR3_POINTS = 10_000;
