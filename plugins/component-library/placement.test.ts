import { describe, expect, it } from 'vitest';
import { placeComponent, positionOf } from './placement.js';

describe('placeComponent', () => {
  it('puts a dropped component over the drop point, keeping its height above its origin', () => {
    expect(placeComponent({ x: 5, y: 0.5, z: -2 }, { at: { x: 1, y: 2, z: 3 }, occupied: [] })).toEqual({ x: 1, y: 2.5, z: 3 });
    expect(placeComponent(undefined, { at: { x: 1, y: 0, z: 3 }, occupied: [] })).toEqual({ x: 1, y: 0, z: 3 });
  });

  it('keeps its own position when nothing sits there', () => {
    expect(placeComponent({ x: 2, y: 0, z: 1 }, { occupied: [{ position: { x: 0, y: 0, z: 0 } }] })).toEqual({ x: 2, y: 0, z: 1 });
  });

  it('moves past the original by its width, and past every earlier copy', () => {
    const occupied = [{ position: { x: 0, y: 0, z: 0 }, width: 2 }, { position: { x: 2.5, y: 0, z: 0 } }];
    expect(placeComponent({ x: 0, y: 0, z: 0 }, { occupied })).toEqual({ x: 3.5, y: 0, z: 0 });
    expect(placeComponent({ x: 0, y: 0, z: 0 }, { occupied: [{ position: { x: 0, y: 0, z: 0 } }] })).toEqual({ x: 1, y: 0, z: 0 });
  });

  it('reads hostile positions as numbers and gives up after a bounded walk', () => {
    expect(positionOf({ x: 'a', y: Infinity, z: null })).toEqual({ x: 0, y: 0, z: 0 });
    expect(positionOf('nope')).toEqual({ x: 0, y: 0, z: 0 });
    const everywhere = Array.from({ length: 100 }, (_, i) => ({ position: { x: i, y: 0, z: 0 } }));
    expect(placeComponent({ x: 0, y: 0, z: 0 }, { occupied: everywhere }).x).toBe(64);
  });
});
