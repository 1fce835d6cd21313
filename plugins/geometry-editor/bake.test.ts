import { describe, expect, it } from 'vitest';
import { titles } from '../../sdk/index.js';
import { base64ToBytes, decodeKmb } from '../../libs/mesh-format/index.js';
import type { GeometryBuilderContribution } from '../../sdk/index.js';
import { bakeGeometry } from './bake.js';

function strip(vertices: number): GeometryBuilderContribution {
  return {
    id: 'Strip', titles: titles('Strip', '条', '條'), order: 0, descriptors: [],
    build: () => {
      const positions = Array.from({ length: vertices * 3 }, (_, i) => i);
      const indices = Array.from({ length: vertices - 2 }, (_, i) => [i, i + 1, i + 2]).flat();
      return { positions, indices };
    },
  };
}

describe('bakeGeometry', () => {
  it('embeds a mesh of up to 72 vertices in the document, with one covering sub-set', async () => {
    const result = await bakeGeometry(strip(72), { className: 'Strip', params: {} });
    expect(result.plan.delayed).toBe(false);
    expect(result.assets).toEqual([]);
    expect(result.props.geometry).toBeNull();
    expect(result.props.asset).toMatch(/^[0-9a-f]{64}\.kmb$/);
    expect(result.props.subSets).toEqual([{ name: 'subset0', start: 0, count: 70 * 3 }]);
    const mesh = decodeKmb(base64ToBytes(result.props.meshData as string));
    expect(mesh.positions.length / 3).toBe(72);
  });

  it('stores a mesh above 72 vertices as a delayed asset, split above the part size', async () => {
    const result = await bakeGeometry(strip(73), { className: 'Strip', params: {} });
    expect(result.plan.delayed).toBe(true);
    expect(result.props.meshData).toBe('');
    expect(result.assets.map((a) => a.name)).toEqual([result.props.asset]);
    const split = await bakeGeometry(strip(200), { className: 'Strip', params: {} }, 1024);
    expect(split.assets.length).toBeGreaterThan(1);
    expect(split.props.assetParts).toBe(split.assets.length);
    expect(split.assets.every((a, i) => a.name === `${split.props.asset}.part${i}`)).toBe(true);
  });
});
