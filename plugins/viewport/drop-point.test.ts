import { describe, expect, it } from 'vitest';
import { groundPoint, surfacePoint } from './drop-point.js';

describe('groundPoint', () => {
  it('meets the ground where a downward ray crosses y = 0', () => {
    expect(groundPoint({ x: 0, y: 10, z: -10 }, { x: 0, y: -1, z: 1 })).toEqual({ x: 0, y: 0, z: 0 });
    expect(groundPoint({ x: 2, y: 4, z: 0 }, { x: 1, y: -2, z: 0.5 })).toEqual({ x: 4, y: 0, z: 1 });
  });

  it('has no point for a ray parallel to the ground or pointing away from it', () => {
    expect(groundPoint({ x: 0, y: 5, z: 0 }, { x: 1, y: 0, z: 0 })).toBeUndefined();
    expect(groundPoint({ x: 0, y: 5, z: 0 }, { x: 0, y: 1, z: 0 })).toBeUndefined();
  });

  it('rounds to millimetres and never gives -0', () => {
    const p = groundPoint({ x: -0.00001, y: 3, z: 0.123456 }, { x: 0, y: -1, z: 0 })!;
    expect(p).toEqual({ x: 0, y: 0, z: 0.123 });
    expect(Object.is(p.x, -0)).toBe(false);
  });
});

describe('surfacePoint', () => {
  it('keeps the picked point, rounded', () => {
    expect(surfacePoint({ x: 1.23456, y: 0.5, z: -2.0004 })).toEqual({ x: 1.235, y: 0.5, z: -2 });
  });
});
