import { describe, expect, it } from 'vitest';
import { PARTICLE_LIMITS } from '../particles/particle-stage.js';
import type { PropertyDescriptor } from './descriptor.js';
import { moverFieldDescriptors } from './mover-fields.js';
import {
  addMover, movableProperties, newMover, NODE_MOVER_LIMIT, patchMover, readMoverList, removeMover, removePropertyMover, rowMoverPaths, setPropertyMover,
} from './mover-rules.js';

const t = { en: '', 'zh-CN': '', 'zh-TW': '' };
const d = (name: string, type: string, rank: number, more: Partial<PropertyDescriptor> = {}) => ({ name, type, rank, propertyGroup: 'base', titles: t, ...more }) as PropertyDescriptor;

describe('mover list rules (one copy for particle stages and node rows)', () => {
  it('offers number params and vector/colour params with their components, in rank order, skipping hidden and other types', () => {
    const list = [d('startColor', 'color3', 3), d('rate', 'number', 1), d('boxSize', 'vector3', 2), d('blend', 'enum', 0), d('secret', 'number', 4, { hide: true })];
    expect(movableProperties(list)).toEqual(['rate', 'boxSize', 'boxSize.x', 'boxSize.y', 'boxSize.z', 'startColor', 'startColor.r', 'startColor.g', 'startColor.b']);
  });

  it('a new mover is enabled, 0 to 1 over a second, linear', () => {
    expect(newMover('m1', 'rate')).toEqual({ id: 'm1', property: 'rate', enable: true, min: 0, max: 1, duration: 1, delay: 0, swing: false, easing: 'linear' });
  });

  it('adds up to the limit and refuses duplicate ids and empty properties', () => {
    const full = Array.from({ length: PARTICLE_LIMITS.stageMovers }, (_, i) => newMover(`m${i}`, 'rate'));
    expect(addMover(full, newMover('x', 'rate'), PARTICLE_LIMITS.stageMovers)).toEqual({ error: 'tooMany' });
    expect(addMover([newMover('a', 'rate')], newMover('a', 'size'), 32)).toEqual({ error: 'duplicateId' });
    expect(addMover([], newMover('a', ''), 32)).toEqual({ error: 'noProperty' });
    expect(addMover([newMover('a', 'rate')], newMover('b', 'size'), 32)).toEqual({ movers: [newMover('a', 'rate'), newMover('b', 'size')] });
  });

  it('patches one mover, refusing a duration of 0 or less, a negative delay and numbers that are not finite', () => {
    const list = [newMover('a', 'rate'), newMover('b', 'size')];
    const result = patchMover(list, 1, { max: 40, swing: true, easing: 'easeInQuad', pause: true, base: 2, offset: 0.5 });
    expect(result).toEqual({ movers: [list[0], { ...list[1], max: 40, swing: true, easing: 'easeInQuad', pause: true, base: 2, offset: 0.5 }] });
    expect(patchMover(list, 0, { duration: 0 })).toEqual({ error: 'badDuration' });
    expect(patchMover(list, 0, { delay: -1 })).toEqual({ error: 'badDelay' });
    expect(patchMover(list, 0, { min: Number.NaN })).toEqual({ error: 'badNumber' });
    expect(patchMover(list, 0, { offset: Infinity })).toEqual({ error: 'badNumber' });
    expect(patchMover(list, 5, { min: 1 })).toEqual({ error: 'missing' });
  });

  it('removes by index and reads only well-formed stored movers', () => {
    expect(removeMover([newMover('a', 'rate'), newMover('b', 'size')], 0).map((m) => m.id)).toEqual(['b']);
    expect(readMoverList([{ property: 'rate' }, { property: '' }, 3, null, [], { min: 1 }])).toEqual([{ property: 'rate' }]);
    expect(readMoverList(undefined)).toEqual([]);
  });
});

describe('a node row\'s movers', () => {
  it('a number row moves itself, a vector row each axis; other types and read-only rows none', () => {
    expect(rowMoverPaths(d('intensity', 'number', 0))).toEqual(['intensity']);
    expect(rowMoverPaths(d('count', 'int', 0))).toEqual(['count']);
    expect(rowMoverPaths(d('position', 'vector3', 0))).toEqual(['position.x', 'position.y', 'position.z']);
    expect(rowMoverPaths(d('uv', 'vector2', 0))).toEqual(['uv.x', 'uv.y']);
    expect(rowMoverPaths(d('name', 'string', 0))).toEqual([]);
    expect(rowMoverPaths(d('fixed', 'number', 0, { rw: 'r' }))).toEqual([]);
    expect(rowMoverPaths(d('seed', 'int', 0, { isConst: true }))).toEqual([]);
  });

  it('a value inside another editor\'s value moves at its place on the node (a geometry parameter)', () => {
    expect(rowMoverPaths(d('width', 'number', 0), 'geometry.params.width')).toEqual(['geometry.params.width']);
    expect(rowMoverPaths(d('size', 'vector3', 0), 'geometry.params.size')).toEqual(['geometry.params.size.x', 'geometry.params.size.y', 'geometry.params.size.z']);
    expect(rowMoverPaths(d('width', 'number', 0), '')).toEqual([]);
  });

  it('setting a mover adds one per path (starting at the value it stands at) or changes the one there', () => {
    let n = 0;
    const id = () => `m${++n}`;
    const first = setPropertyMover([], 'position.y', { swing: true }, id, 2);
    expect(first).toEqual({ movers: [{ ...newMover('m1', 'position.y'), min: 2, max: 3, swing: true }] });
    if (!('movers' in first)) throw new Error('refused');
    const second = setPropertyMover(first.movers, 'position.y', { max: 5 }, id);
    expect(second).toEqual({ movers: [{ ...newMover('m1', 'position.y'), min: 2, max: 5, swing: true }] });
    expect(setPropertyMover(first.movers, 'position.x', { duration: -1 }, id)).toEqual({ error: 'badDuration' });
    const full = Array.from({ length: NODE_MOVER_LIMIT }, (_, i) => newMover(`f${i}`, `p${i}`));
    expect(setPropertyMover(full, 'position.x', {}, id)).toEqual({ error: 'tooMany' });
    expect(removePropertyMover(first.movers, 'position.y')).toEqual([]);
    expect(removePropertyMover(first.movers, 'position.x')).toEqual(first.movers);
  });

  it('mover fields: the ten fields of the spec; min, max and base in the driven property\'s display mode; times in seconds', () => {
    const fields = moverFieldDescriptors({ mode: 'radian', precision: 2 });
    expect(fields.map((f) => f.name)).toEqual(['enable', 'pause', 'swing', 'min', 'max', 'base', 'duration', 'delay', 'offset', 'easing']);
    expect(fields.filter((f) => f.mode === 'radian').map((f) => f.name)).toEqual(['min', 'max', 'base']);
    expect(fields.filter((f) => f.mode === 'duration').map((f) => f.name)).toEqual(['duration', 'delay', 'offset']);
    expect(fields.find((f) => f.name === 'easing')?.enum?.[0]).toEqual({ value: 'linear', label: { en: 'Linear', 'zh-CN': '线性', 'zh-TW': '線性' } });
    for (const f of fields) expect(Object.values(f.titles).every((s) => s.length > 0)).toBe(true);
  });
});
