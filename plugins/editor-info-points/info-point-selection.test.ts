import { describe, expect, it } from 'vitest';
import { clickInfoPoint, keepExisting, NO_SELECTION } from './info-point-selection.js';

const plain = { ctrlKey: false, metaKey: false, shiftKey: false };
const shown = ['a', 'b', 'c', 'd', 'e'];

describe('info-point selection', () => {
  it('a click selects one, Ctrl or Meta toggles, Shift selects the shown range from the anchor', () => {
    let s = clickInfoPoint(NO_SELECTION, 'b', shown, plain);
    expect(s).toEqual({ ids: ['b'], anchor: 'b' });
    s = clickInfoPoint(s, 'd', shown, { ...plain, ctrlKey: true });
    expect(s.ids).toEqual(['b', 'd']);
    s = clickInfoPoint(s, 'b', shown, { ...plain, metaKey: true });
    expect(s).toEqual({ ids: ['d'], anchor: 'b' });
    expect(clickInfoPoint(s, 'e', shown, { ...plain, shiftKey: true })).toEqual({ ids: ['b', 'c', 'd', 'e'], anchor: 'b' });
    const added = clickInfoPoint({ ids: ['a'], anchor: 'c' }, 'e', shown, { ...plain, shiftKey: true, ctrlKey: true });
    expect(added.ids).toEqual(['a', 'c', 'd', 'e']);
  });

  it('a Shift range runs over the rows the search shows only', () => {
    const s = clickInfoPoint({ ids: ['a'], anchor: 'a' }, 'e', ['a', 'c', 'e'], { ...plain, shiftKey: true });
    expect(s.ids).toEqual(['a', 'c', 'e']);
  });

  it('drops ids the list no longer has', () => {
    const s = { ids: ['a', 'x'], anchor: 'x' };
    expect(keepExisting(s, new Set(['a']))).toEqual({ ids: ['a'], anchor: undefined });
    const same = { ids: ['a'], anchor: 'a' };
    expect(keepExisting(same, new Set(['a']))).toBe(same);
  });
});
