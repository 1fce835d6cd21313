/** Which rows of a list are selected (by id or by index), and the anchor a Shift range starts from. */
export interface ListSelection<K> {
  readonly keys: readonly K[];
  readonly anchor: K | undefined;
}

/** Modifier keys of a click on a row. */
export interface ListClickModifiers {
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

/** Nothing selected, no anchor. */
export const NO_LIST_SELECTION: ListSelection<never> = Object.freeze({ keys: Object.freeze([]) as readonly never[], anchor: undefined });

/**
 * A click on the row `key` among the rows `shown`, in their order (spec 001 §4): a plain click selects it alone,
 * Ctrl/Meta toggles it, Shift selects the shown rows from the anchor to it (added to the selection with Ctrl/Meta too).
 * A Shift click without an anchor among the shown rows is a plain (or toggling) click.
 */
export function clickListRow<K>(selection: ListSelection<K>, key: K, shown: readonly K[], modifiers: ListClickModifiers): ListSelection<K> {
  const toggle = modifiers.ctrlKey || modifiers.metaKey;
  const from = selection.anchor === undefined ? -1 : shown.indexOf(selection.anchor);
  const to = shown.indexOf(key);
  if (modifiers.shiftKey && from >= 0 && to >= 0) {
    const range = shown.slice(Math.min(from, to), Math.max(from, to) + 1);
    return { keys: toggle ? union(selection.keys, range) : range, anchor: selection.anchor };
  }
  if (toggle) {
    const has = selection.keys.includes(key);
    return { keys: has ? selection.keys.filter((k) => k !== key) : [...selection.keys, key], anchor: key };
  }
  return { keys: [key], anchor: key };
}

/** Every shown row, anchored at the first (Ctrl/Meta+A). */
export function selectAllListRows<K>(shown: readonly K[]): ListSelection<K> {
  return { keys: [...shown], anchor: shown[0] };
}

/** The selection without keys the list no longer has (the same object when nothing goes). */
export function keepListedRows<K>(selection: ListSelection<K>, listed: (key: K) => boolean): ListSelection<K> {
  const kept = selection.keys.filter(listed);
  const anchor = selection.anchor !== undefined && listed(selection.anchor) ? selection.anchor : undefined;
  return kept.length === selection.keys.length && anchor === selection.anchor ? selection : { keys: kept, anchor };
}

/** The row indexes 0 … count - 1, the rows `shown` of a list selected by index. */
export function listIndexes(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

function union<K>(a: readonly K[], b: readonly K[]): K[] {
  const seen = new Set(a);
  return [...a, ...b.filter((k) => !seen.has(k))];
}
