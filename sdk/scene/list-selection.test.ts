import { describe, expect, it } from 'vitest';
import { clickListRow, keepListedRows, listIndexes, NO_LIST_SELECTION, selectAllListRows } from './list-selection.js';
import type { ListSelection } from './list-selection.js';

const plain = { ctrlKey: false, metaKey: false, shiftKey: false };
const ctrl = { ...plain, ctrlKey: true };
const meta = { ...plain, metaKey: true };
const shift = { ...plain, shiftKey: true };

describe('list selection (spec 001 §4)', () => {
  it('by index: a click selects one, Ctrl or Meta toggles, Shift selects the range from the anchor', () => {
    const rows = listIndexes(8);
    const none: ListSelection<number> = NO_LIST_SELECTION;
    const one = clickListRow(none, 2, rows, plain);
    expect(one).toEqual({ keys: [2], anchor: 2 });
    const two = clickListRow(one, 5, rows, ctrl);
    expect(two).toEqual({ keys: [2, 5], anchor: 5 });
    expect(clickListRow(two, 2, rows, meta)).toEqual({ keys: [5], anchor: 2 });
    expect(clickListRow(one, 4, rows, shift)).toEqual({ keys: [2, 3, 4], anchor: 2 });
    expect(clickListRow(one, 0, rows, shift)).toEqual({ keys: [0, 1, 2], anchor: 2 });
    expect(clickListRow(clickListRow(one, 0, rows, shift), 5, rows, plain)).toEqual({ keys: [5], anchor: 5 });
    expect(clickListRow({ keys: [7], anchor: 2 }, 0, rows, { ...shift, ctrlKey: true })).toEqual({ keys: [7, 0, 1, 2], anchor: 2 });
    expect(clickListRow(none, 3, rows, shift)).toEqual({ keys: [3], anchor: 3 });
  });

  it('by id: a Shift range runs over the shown rows only, in their order', () => {
    const shown = ['a', 'c', 'e'];
    expect(clickListRow({ keys: ['a'], anchor: 'a' }, 'e', shown, shift)).toEqual({ keys: ['a', 'c', 'e'], anchor: 'a' });
    expect(clickListRow({ keys: ['x'], anchor: 'c' }, 'e', shown, { ...shift, metaKey: true })).toEqual({ keys: ['x', 'c', 'e'], anchor: 'c' });
    // An anchor the search hides: the Shift click selects the row alone.
    expect(clickListRow({ keys: ['b'], anchor: 'b' }, 'e', shown, shift)).toEqual({ keys: ['e'], anchor: 'e' });
  });

  it('selects all shown rows, and drops keys the list no longer has', () => {
    expect(selectAllListRows(['b', 'd'])).toEqual({ keys: ['b', 'd'], anchor: 'b' });
    expect(selectAllListRows([])).toEqual({ keys: [], anchor: undefined });
    const selection = { keys: [1, 4], anchor: 4 };
    expect(keepListedRows(selection, (i) => i < 5)).toBe(selection);
    expect(keepListedRows(selection, (i) => i < 3)).toEqual({ keys: [1], anchor: undefined });
  });
});
