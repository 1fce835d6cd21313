import { describe, expect, it } from 'vitest';
import { DEFAULT_SPLINE, splineToJson } from '../../sdk/index.js';
import type { SceneNodeData } from '../../sdk/index.js';
import { buildGroupLines, splineGroupOf } from './group-lines.js';

const spline = (id: string, extra: object) => splineToJson({ ...DEFAULT_SPLINE, id, name: id, type: 'circle', ...extra });
const node = (type: string, splines: unknown[]): SceneNodeData =>
  ({ id: 's', type, parent: 'root', name: 'S', children: [], props: { splines } } as unknown as SceneNodeData);
const scene = (n: SceneNodeData | undefined) => ({ node: (id: string) => (n && id === n.id ? n : undefined) });

describe('Spline geometry from a spline group', () => {
  it('reads the group only when splineGroup names a node', () => {
    expect(splineGroupOf({})).toBeUndefined();
    expect(splineGroupOf({ splineGroup: '' })).toBeUndefined();
    expect(splineGroupOf({ splineGroup: 's' })).toBe('s');
  });

  it('gives the enabled splines as lines in the node\'s local space, each closed one joined', () => {
    const g = buildGroupLines('s', scene(node('SplineNode', [
      spline('a', {}),
      spline('b', { enabled: false }),
      spline('c', { type: 'path', points: [0, 1, 0, 5, 1, 0, 5, 1, 5], closed: false }),
    ])));
    expect(g.lines).toBe(true);
    // The default circle: 6 points, 6 segments; the open path: 3 points, 2 segments; the disabled circle: nothing.
    expect(g.positions.length / 3).toBe(9);
    expect(g.indices.length).toBe(2 * (6 + 2));
    for (let i = 0; i < 6; i++) expect(Math.hypot(g.positions[i * 3] as number, g.positions[i * 3 + 2] as number)).toBeCloseTo(4);
    expect(Array.from(g.positions).slice(18)).toEqual([0, 1, 0, 5, 1, 0, 5, 1, 5]);
    expect(Array.from(g.indices).slice(12)).toEqual([6, 7, 7, 8]);
  });

  it('a missing node or a node of another type gives no lines', () => {
    for (const s of [scene(undefined), scene(node('Mesh', [spline('a', {})])), undefined]) {
      const g = buildGroupLines('s', s);
      expect(g.positions.length).toBe(0);
      expect(g.indices.length).toBe(0);
    }
  });
});
