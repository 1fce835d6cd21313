import { describe, expect, it } from 'vitest';
import { readVector3Points } from './point-list.js';

describe('readVector3Points', () => {
  it('reads the flat form, dropping a trailing partial triple and triples with a non-finite number', () => {
    expect(readVector3Points([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(readVector3Points([1, 2, Infinity, 4, 5, 6])).toEqual([4, 5, 6]);
  });
  it('reads {x, y, z} objects and [x, y, z] triples of older values', () => {
    expect(readVector3Points([{ x: 1, y: 2, z: 3 }, [4, 5, 6], 'x', { x: 1 }])).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('keeps at most max points; anything but a list is empty', () => {
    expect(readVector3Points([1, 1, 1, 2, 2, 2, 3, 3, 3], 2)).toEqual([1, 1, 1, 2, 2, 2]);
    expect(readVector3Points({ x: 1 })).toEqual([]);
    expect(readVector3Points(undefined)).toEqual([]);
  });
});
