/** Which points of the list are selected (by index in the list), and the anchor a Shift range starts from. */
export interface TextPointSelection {
  readonly indices: readonly number[];
  readonly anchor: number | undefined;
}

/** Modifier keys of a click on a row. */
export interface ClickModifiers {
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

export const NO_SELECTION: TextPointSelection = Object.freeze({ indices: Object.freeze([]) as readonly number[], anchor: undefined });

/**
 * A click on the row of point `index` (spec 001 §4): a plain click selects it alone, Ctrl/Meta toggles it, Shift
 * selects the rows from the anchor to it (added to the selection with Ctrl/Meta too).
 */
export function clickTextPoint(selection: TextPointSelection, index: number, modifiers: ClickModifiers): TextPointSelection {
  const toggle = modifiers.ctrlKey || modifiers.metaKey;
  if (modifiers.shiftKey && selection.anchor !== undefined) {
    const from = Math.min(selection.anchor, index);
    const range = Array.from({ length: Math.abs(selection.anchor - index) + 1 }, (_, k) => from + k);
    if (!toggle) return { indices: range, anchor: selection.anchor };
    const seen = new Set(selection.indices);
    return { indices: [...selection.indices, ...range.filter((i) => !seen.has(i))], anchor: selection.anchor };
  }
  if (toggle) {
    const has = selection.indices.includes(index);
    return { indices: has ? selection.indices.filter((i) => i !== index) : [...selection.indices, index], anchor: index };
  }
  return { indices: [index], anchor: index };
}

/** The selection without indices past the list's end (the same object when nothing goes). */
export function keepWithin(selection: TextPointSelection, count: number): TextPointSelection {
  const kept = selection.indices.filter((i) => i < count);
  const anchor = selection.anchor !== undefined && selection.anchor < count ? selection.anchor : undefined;
  return kept.length === selection.indices.length && anchor === selection.anchor ? selection : { indices: kept, anchor };
}
