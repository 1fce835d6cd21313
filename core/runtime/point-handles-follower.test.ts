import { describe, expect, it } from 'vitest';
import type { PointHandlesFollow } from '../../sdk/index.js';
import { PointHandlesServiceImpl } from './point-handles-service.js';

function list(points: number[], selected: number[], log: string[]): PointHandlesFollow {
  return {
    points, selected,
    beginGesture: (g) => log.push(`begin ${g}`),
    move: (i, to, g) => log.push(`move ${i} ${to.x},${to.y},${to.z} ${g}`),
    endGesture: (g) => log.push(`end ${g}`),
  };
}

describe('PointHandlesService.follow', () => {
  it('takes the handles when the selection changes to a non-empty one, and gives them up when disposed', () => {
    const service = new PointHandlesServiceImpl();
    const log: string[] = [];
    const a = service.follow('a', list([0, 0, 0, 1, 0, 0], [], log));
    expect(service.current).toBeUndefined();
    const selectedInA = [1];
    a.update(list([0, 0, 0, 1, 0, 0], selectedInA, log));
    expect(service.current).toMatchObject({ nodeId: 'a', selected: [1] });
    const b = service.follow('b', list([5, 5, 5], [0], log));
    expect(service.current).toMatchObject({ nodeId: 'b' });
    // A points edit in A (same selection) leaves B's handles; a new selection in A takes them back.
    a.update(list([0, 0, 0, 2, 0, 0], selectedInA, log));
    expect(service.current?.nodeId).toBe('b');
    a.update(list([0, 0, 0, 2, 0, 0], [0, 1], log));
    expect(service.current).toMatchObject({ nodeId: 'a', points: [0, 0, 0, 2, 0, 0], selected: [0, 1] });
    b.dispose();
    expect(service.current?.nodeId).toBe('a');
    a.dispose();
    expect(service.current).toBeUndefined();
  });

  it('makes a drag one gesture, closed when the follower goes during it', () => {
    const service = new PointHandlesServiceImpl();
    const log: string[] = [];
    const a = service.follow('a', list([0, 0, 0], [0], log));
    const shown = service.current!;
    shown.onDragStart(0);
    shown.onDragStart(0);
    shown.onMove(0, { x: 1, y: 2, z: 3 });
    shown.onDragEnd(0);
    shown.onMove(0, { x: 9, y: 9, z: 9 }); // no gesture open: not written
    service.current!.onDragStart(0);
    a.dispose();
    const gestures = log.filter((l) => l.startsWith('begin')).map((l) => l.slice(6));
    expect(gestures).toHaveLength(2);
    expect(log).toEqual([`begin ${gestures[0]}`, `move 0 1,2,3 ${gestures[0]}`, `end ${gestures[0]}`, `begin ${gestures[1]}`, `end ${gestures[1]}`]);
  });
});
