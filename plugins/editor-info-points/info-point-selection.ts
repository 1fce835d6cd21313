/** Which points of the list are selected (by id), and the anchor a Shift range starts from. */
export interface InfoPointSelection {
  readonly ids: readonly string[];
  readonly anchor: string | undefined;
}

/** Modifier keys of a click on a row. */
export interface ClickModifiers {
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

export const NO_SELECTION: InfoPointSelection = Object.freeze({ ids: Object.freeze([]) as readonly string[], anchor: undefined });

/**
 * A click on the row of point `id` among the rows shown, in their order (spec 001 §4): a plain click selects it
 * alone, Ctrl/Meta toggles it, Shift selects the shown rows from the anchor to it (added to the selection with
 * Ctrl/Meta too). Ids are kept in the order of `shown` first, then any selected row the search hides.
 */
export function clickInfoPoint(selection: InfoPointSelection, id: string, shown: readonly string[], modifiers: ClickModifiers): InfoPointSelection {
  const toggle = modifiers.ctrlKey || modifiers.metaKey;
  const from = selection.anchor === undefined ? -1 : shown.indexOf(selection.anchor);
  const to = shown.indexOf(id);
  if (modifiers.shiftKey && from >= 0 && to >= 0) {
    const range = shown.slice(Math.min(from, to), Math.max(from, to) + 1);
    return { ids: toggle ? union(selection.ids, range) : range, anchor: selection.anchor };
  }
  if (toggle) {
    const has = selection.ids.includes(id);
    return { ids: has ? selection.ids.filter((i) => i !== id) : [...selection.ids, id], anchor: id };
  }
  return { ids: [id], anchor: id };
}

function union(a: readonly string[], b: readonly string[]): string[] {
  const seen = new Set(a);
  return [...a, ...b.filter((id) => !seen.has(id))];
}

/** The selection without ids the list no longer has (the same object when nothing goes). */
export function keepExisting(selection: InfoPointSelection, ids: ReadonlySet<string>): InfoPointSelection {
  const kept = selection.ids.filter((id) => ids.has(id));
  const anchor = selection.anchor !== undefined && ids.has(selection.anchor) ? selection.anchor : undefined;
  return kept.length === selection.ids.length && anchor === selection.anchor ? selection : { ids: kept, anchor };
}
