import { describe, expect, it } from 'vitest';
import { clearOnOutsideChange } from './outside-changes.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('clearOnOutsideChange', () => {
  it('asks the database once per turn of the event loop, and empties every cache when it moved', async () => {
    let asked = 0;
    let moved = false;
    const cleared: string[] = [];
    const check = clearOnOutsideChange(() => (asked++, moved), [{ clear: () => cleared.push('sessions') }, { clear: () => cleared.push('projects') }]);
    check();
    await Promise.resolve(); // an await inside one request: still the same turn
    check();
    expect(asked).toBe(1);
    expect(cleared).toEqual([]);

    moved = true;
    await nextTurn();
    check();
    check();
    expect(asked).toBe(2);
    expect(cleared).toEqual(['sessions', 'projects']);
  });
});
