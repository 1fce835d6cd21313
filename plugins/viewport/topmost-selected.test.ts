import { describe, expect, it } from 'vitest';
import { topmostSelected } from './topmost-selected.js';

const parents: Record<string, string | null> = { scene: null, a: 'scene', a1: 'a', a11: 'a1', b: 'scene', b1: 'b' };
const nodeOf = (id: string) => (id in parents ? { parent: parents[id] } : undefined);

describe('topmostSelected', () => {
  it('drops nodes whose ancestor is selected, at any depth, and keeps the selection order', () => {
    expect(topmostSelected(['a11', 'b1', 'a'], nodeOf)).toEqual(['b1', 'a']);
    expect(topmostSelected(['a1', 'a11', 'b'], nodeOf)).toEqual(['a1', 'b']);
  });

  it('keeps siblings and unknown ids', () => {
    expect(topmostSelected(['a', 'b', 'ghost'], nodeOf)).toEqual(['a', 'b', 'ghost']);
  });
});
