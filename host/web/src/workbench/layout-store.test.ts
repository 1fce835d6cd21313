import { describe, expect, it } from 'vitest';
import type { SerializedDockview } from 'dockview-react';
import { MemoryStore } from '../../../../core/services/settings/key-value-store.js';
import { LAYOUT_VERSION, layoutKey, readLayout, writeLayout } from './layout-store.js';

const layout = { grid: { root: { type: 'branch', data: [] }, width: 1, height: 1, orientation: 'HORIZONTAL' }, panels: {} } as unknown as SerializedDockview;

describe('layout store', () => {
  it('keys the layout by user, anonymous when there is none', () => {
    expect(layoutKey('42')).toBe('kf.layout.42');
    expect(layoutKey(undefined)).toBe('kf.layout.anonymous');
    expect(layoutKey('')).toBe('kf.layout.anonymous');
  });

  it('writes { version, layout, known } and reads it back', () => {
    const store = new MemoryStore();
    writeLayout(store, 'k', layout, ['a', 'b']);
    expect(JSON.parse(store.getItem('k')!)).toEqual({ version: LAYOUT_VERSION, layout, known: ['a', 'b'] });
    expect(readLayout(store, 'k')).toEqual({ version: LAYOUT_VERSION, layout, known: ['a', 'b'] });
  });

  it('reads nothing from a missing, damaged or other-version entry', () => {
    const store = new MemoryStore();
    expect(readLayout(store, 'k')).toBeUndefined();
    store.setItem('k', '{oops');
    expect(readLayout(store, 'k')).toBeUndefined();
    store.setItem('k', JSON.stringify({ version: LAYOUT_VERSION + 1, layout }));
    expect(readLayout(store, 'k')).toBeUndefined();
    store.setItem('k', JSON.stringify({ version: LAYOUT_VERSION, layout: 'x' }));
    expect(readLayout(store, 'k')).toBeUndefined();
    store.setItem('k', JSON.stringify({ version: LAYOUT_VERSION, layout, known: ['a', 3] }));
    expect(readLayout(store, 'k')?.known).toEqual(['a']);
  });

  it('does not throw when storage is full', () => {
    const full = { getItem: () => null, setItem: () => { throw new DOMException('quota', 'QuotaExceededError'); } };
    expect(() => writeLayout(full, 'k', layout, [])).not.toThrow();
  });
});
