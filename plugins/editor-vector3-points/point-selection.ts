/** Which points of a list are selected, and the anchor a Shift range starts from. */
export interface PointSelection {
  /** Selected point indices, ascending. */
  readonly indices: readonly number[];
  /** The last point clicked without Shift (a Shift-click selects from here). */
  readonly anchor: number | undefined;
}

/** Modifier keys of a click on a row. */
export interface ClickModifiers {
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

export const EMPTY_SELECTION: PointSelection = Object.freeze({ indices: Object.freeze([]) as readonly number[], anchor: undefined });

const sorted = (indices: Iterable<number>) => [...new Set(indices)].sort((a, b) => a - b);

/**
 * A click on row `index` (spec 001 §5): a plain click selects that point alone, Ctrl/Meta toggles it, Shift selects
 * the range from the anchor (added to the selection with Ctrl/Meta too).
 */
export function clickPoint(selection: PointSelection, index: number, modifiers: ClickModifiers): PointSelection {
  const toggle = modifiers.ctrlKey || modifiers.metaKey;
  if (modifiers.shiftKey && selection.anchor !== undefined) {
    const from = Math.min(selection.anchor, index);
    const to = Math.max(selection.anchor, index);
    const range = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    return { indices: sorted(toggle ? [...selection.indices, ...range] : range), anchor: selection.anchor };
  }
  if (toggle) {
    const has = selection.indices.includes(index);
    return { indices: has ? selection.indices.filter((i) => i !== index) : sorted([...selection.indices, index]), anchor: index };
  }
  return { indices: [index], anchor: index };
}

/** The selection kept within a list of `count` points (indices past the end dropped). */
export function clampSelection(selection: PointSelection, count: number): PointSelection {
  const indices = selection.indices.filter((i) => i < count);
  const anchor = selection.anchor !== undefined && selection.anchor < count ? selection.anchor : undefined;
  return indices.length === selection.indices.length && anchor === selection.anchor ? selection : { indices, anchor };
}

/** Every point of a list of `count` points selected (Ctrl/Meta+A). */
export function selectAll(count: number): PointSelection {
  return { indices: Array.from({ length: count }, (_, i) => i), anchor: count > 0 ? 0 : undefined };
}
