import { describe, expect, it } from 'vitest';
import { UserTurns } from './user-turns.js';

describe('UserTurns', () => {
  it('gives one user one turn at a time, in order, and other users their own', async () => {
    const turns = new UserTurns();
    const log: string[] = [];
    const first = await turns.acquire('a');
    const second = turns.acquire('a').then((release) => { log.push('a2'); return release; });
    const other = await turns.acquire('b');
    log.push('b1');
    await Promise.resolve();
    expect(log).toEqual(['b1']);
    first();
    const releaseSecond = await second;
    expect(log).toEqual(['b1', 'a2']);
    releaseSecond();
    other();
    expect(turns.busyUsers).toBe(0);
  });

  it('ignores a second release', async () => {
    const turns = new UserTurns();
    const release = await turns.acquire('a');
    release();
    release();
    const again = await turns.acquire('a');
    again();
    expect(turns.busyUsers).toBe(0);
  });
});
