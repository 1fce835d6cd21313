import { describe, expect, it } from 'vitest';
import { GEOMETRY_VERTEX_WARNING, checkGeometry } from './geometry-check.js';

const triangle = { positions: [0, 0, 0, 1, 0, 0, 0, 1, 0], indices: [0, 1, 2] };

describe('checkGeometry', () => {
  it('accepts well-formed output, typed arrays included', () => {
    expect(checkGeometry(triangle)).toEqual({});
    expect(checkGeometry({ positions: new Float32Array(9), indices: new Uint16Array([0, 1, 2]), normals: new Float32Array(9), uvs: [0, 0, 1, 0, 0, 1] })).toEqual({});
  });

  it('names what is wrong with null, garbage, NaN, out-of-range and mis-sized output', () => {
    expect(checkGeometry(null).error?.key).toBe('core.geometry.none');
    expect(checkGeometry('cube').error?.key).toBe('core.geometry.none');
    expect(checkGeometry({ positions: [0, 0], indices: [] }).error?.key).toBe('core.geometry.positions');
    expect(checkGeometry({ positions: [0, 0, 0], indices: 'x' }).error?.key).toBe('core.geometry.indices');
    expect(checkGeometry({ ...triangle, positions: [0, NaN, 0, 1, 0, 0, 0, 1, 0] }).error).toMatchObject({ key: 'core.geometry.notFinite', values: { name: 'positions', index: 1 } });
    expect(checkGeometry({ ...triangle, indices: [0, 1, 3] }).error).toMatchObject({ key: 'core.geometry.indexRange', values: { index: 2, value: '3', last: 2 } });
    expect(checkGeometry({ ...triangle, indices: [0, 1.5, 2] }).error?.key).toBe('core.geometry.indexRange');
    expect(checkGeometry({ ...triangle, normals: [0, 1, 0] }).error).toMatchObject({ key: 'core.geometry.size', values: { name: 'normals' } });
    expect(checkGeometry({ ...triangle, uvs: [0, 0, 1, 0, 0, Infinity] }).error).toMatchObject({ key: 'core.geometry.notFinite', values: { name: 'uvs', index: 5 } });
  });

  it('warns above the size cap', () => {
    const vertices = GEOMETRY_VERTEX_WARNING + 1;
    const result = checkGeometry({ positions: new Float32Array(vertices * 3), indices: [] });
    expect(result.error).toBeUndefined();
    expect(result.warning).toMatchObject({ key: 'core.geometry.large', values: { vertices } });
  });
});
