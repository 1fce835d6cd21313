import { describe, expect, it } from 'vitest';
import type { SceneNodeData } from './document.js';
import { sameJson } from './json-equal.js';
import { findMover, MOVER_NODE_TYPE, moverPathDrives, moversOf } from './movers.js';

const n = (id: string, over: Partial<SceneNodeData> = {}): SceneNodeData => ({ id, type: 'Mesh', parent: 'scene', name: id, props: {}, children: [], ...over });

describe('movers in the document (spec 001 §3 Mover, §4)', () => {
  const nodes = new Map<string, SceneNodeData>([
    ['a', n('a', { props: { movers: [{ id: 'm1', property: 'rotation.y', enable: true }, { property: '' }, 7, { id: 'bad' }] }, children: ['m', 'x'] })],
    ['m', n('m', { type: MOVER_NODE_TYPE, parent: 'a', props: { property: 'intensity', pause: true } })],
    ['x', n('x', { parent: 'a', props: { property: 'alpha' } })],
  ]);
  const doc = { get: (id: string) => nodes.get(id) };

  it('lists the movers of a node: its movers prop (valid entries only), then its Mover children', () => {
    expect(moversOf(doc, 'a')).toEqual([{ id: 'm1', property: 'rotation.y', enable: true }, { id: 'm', property: 'intensity', pause: true }]);
    expect(moversOf(doc, 'missing')).toEqual([]);
  });

  it('finds the mover of a property, a part of it or a whole it is part of; a paused mover still counts', () => {
    expect(findMover(doc, 'a', 'rotation')?.id).toBe('m1');
    expect(findMover(doc, 'a', 'intensity')?.id).toBe('m');
    expect(findMover(doc, 'a', 'alpha')).toBeUndefined();
    expect(findMover(doc, 'a', 'rotationSpeed')).toBeUndefined();
    expect(moverPathDrives('color', 'color.r')).toBe(true);
    expect(moverPathDrives('colour', 'color')).toBe(false);
  });
});

describe('sameJson', () => {
  it('compares deeply, ignoring key order and undefined members', () => {
    expect(sameJson({ r: 1, g: [1, { x: 2 }] }, { g: [1, { x: 2 }], r: 1 })).toBe(true);
    expect(sameJson({ r: 1 }, { r: 1, g: 0 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson(undefined, null)).toBe(false);
    expect(sameJson(null, null)).toBe(true);
    expect(sameJson({ a: 1 }, [1] as never)).toBe(false);
  });
});
