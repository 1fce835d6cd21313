import { describe, expect, it } from 'vitest';
import { NO_LIST_SELECTION as NO_SELECTION } from '../../sdk/index.js';
import type { InfoPointData } from '../../sdk/index.js';
import {
  addInfoPoint, clearInfoPoints, filterByName, newPointId, removeInfoPoints, renameInfoPoint, setInfoPointCoordinate, setInfoPointField, uniqueName,
} from './info-point-rules.js';

const point = (id: string, name: string, extra: Partial<InfoPointData> = {}): InfoPointData => ({
  id, name, category: 'c', type: 't', status: 'normal', position: [0, 0, 0], visible: true, ...extra,
});
const list = [point('a', 'Pump'), point('b', 'Valve', { status: 'fault', position: [2, 1, 0] }), point('c', 'Pump.1')];

describe('info-point list rules', () => {
  it('makes names unique by appending .1, .2 (spec 001 §5)', () => {
    expect(uniqueName('Tank', new Set(['Pump']))).toBe('Tank');
    expect(uniqueName('Pump', new Set(['Pump', 'Pump.1']))).toBe('Pump.2');
    expect(uniqueName('Pump.1', new Set(['Pump', 'Pump.1']))).toBe('Pump.2');
  });

  it('adds after the first selected point, copying its category, type and status one unit along x', () => {
    const edit = addInfoPoint(list, { keys: ['b'], anchor: 'b' }, 'Pump', 'new');
    expect(edit.ok && edit.points.map((p) => p.id)).toEqual(['a', 'b', 'new', 'c']);
    expect(edit.ok && edit.points[2]).toEqual({ id: 'new', name: 'Pump.2', category: 'c', type: 't', status: 'fault', position: [3, 1, 0], visible: true });
    expect(edit.ok && edit.selection).toEqual({ keys: ['new'], anchor: 'new' });
    const atEnd = addInfoPoint([], NO_SELECTION, 'Point', 'x');
    expect(atEnd.ok && atEnd.points).toEqual([point('x', 'Point', { category: '', type: '' })]);
  });

  it('refuses a rename to a taken or empty name, and trims the name it takes', () => {
    expect(renameInfoPoint(list, 'a', 'Valve')).toEqual({ ok: false, reason: 'duplicateName' });
    expect(renameInfoPoint(list, 'a', '  ')).toEqual({ ok: false, reason: 'emptyName' });
    expect(renameInfoPoint(list, 'a', 'Pump')).toEqual({ ok: false, reason: 'unchanged' });
    const edit = renameInfoPoint(list, 'a', ' Tank ');
    expect(edit.ok && edit.points[0]!.name).toBe('Tank');
  });

  it('removes the selection, clears, sets fields and coordinates', () => {
    expect(removeInfoPoints(list, NO_SELECTION)).toEqual({ ok: false, reason: 'none' });
    const removed = removeInfoPoints(list, { keys: ['a', 'c'], anchor: 'a' });
    expect(removed.ok && removed.points.map((p) => p.id)).toEqual(['b']);
    expect(clearInfoPoints([])).toEqual({ ok: false, reason: 'none' });
    expect(clearInfoPoints(list)).toMatchObject({ ok: true, points: [] });
    const status = setInfoPointField(list, 'a', 'status', ' warning ');
    expect(status.ok && status.points[0]!.status).toBe('warning');
    const moved = setInfoPointCoordinate(list, 'b', 2, -4);
    expect(moved.ok && moved.points[1]!.position).toEqual([2, 1, -4]);
    expect(setInfoPointCoordinate(list, 'b', 0, Number.NaN).ok).toBe(false);
  });

  it('filters by a substring of the name, ignoring case', () => {
    expect(filterByName(list, 'pump').map((p) => p.id)).toEqual(['a', 'c']);
    expect(filterByName(list, '  ')).toBe(list);
  });

  it('makes ids the list does not have', () => {
    let n = 0;
    const values = [0, 0, 0.5];
    const id = newPointId([point('ip-00000000', 'A')], () => values[n++]!);
    expect(id).not.toBe('ip-00000000');
    expect(id).toMatch(/^ip-[0-9a-z]{8}$/);
  });
});
