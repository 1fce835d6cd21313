import { describe, expect, it } from 'vitest';
import type { PointHandlesRequest } from '../../sdk/index.js';
import { PointHandlesServiceImpl } from './point-handles-service.js';

const request = (nodeId: string): PointHandlesRequest => ({ nodeId, points: [0, 0, 0], selected: [0], onDragStart: () => {}, onMove: () => {}, onDragEnd: () => {} });

describe('PointHandlesServiceImpl', () => {
  it('shows the latest request; an older set can neither update nor hide it', () => {
    const service = new PointHandlesServiceImpl();
    const seen: (string | undefined)[] = [];
    service.onDidChange.subscribe((r) => seen.push(r?.nodeId));
    const first = service.show(request('a'));
    const second = service.show(request('b'));
    first.update(request('a2'));
    first.dispose();
    expect(service.current?.nodeId).toBe('b');
    second.update(request('b2'));
    expect(service.current?.nodeId).toBe('b2');
    second.dispose();
    expect(service.current).toBeUndefined();
    expect(seen).toEqual([undefined, 'a', 'b', 'b2', undefined]);
  });
});
