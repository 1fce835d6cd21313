import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from './auth-user.js';
import { SessionCache, type ResolvedSession } from './session-cache.js';
import { LocalBus } from '../events/local-bus.js';

function session(userId: string, tokenHash: string): ResolvedSession {
  return { user: { ...ANONYMOUS, id: userId }, session: { tokenHash, locked: false, row: { ...ANONYMOUS_SESSION, token_hash: tokenHash, user_id: userId } } };
}
const ANONYMOUS_SESSION = { token_hash: '', user_id: '', created_at: 0, last_seen_at: 0, expires_at: 1, ended_at: null, end_reason: null, locked: 0, address: '' };

describe('SessionCache', () => {
  it('does not store a session read before a change was heard (it may be stale)', () => {
    const cache = new SessionCache();
    const mark = cache.mark();
    cache.forgetUser('someone-else'); // any change heard meanwhile
    cache.put(mark, session('u1', 't1'));
    expect(cache.get('t1')).toBeUndefined();
    cache.put(cache.mark(), session('u1', 't1'));
    expect(cache.get('t1')?.user.id).toBe('u1');
  });

  it('forgets every session of a user, one token, or everything, as the bus tells', async () => {
    const cache = new SessionCache();
    const bus = new LocalBus();
    const stop = cache.watch(bus);
    for (const [user, token] of [['u1', 'a'], ['u1', 'b'], ['u2', 'c']]) cache.put(cache.mark(), session(user, token));
    await bus.publish('auth-changed', { userId: 'u1' });
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.user.id]).toEqual([undefined, undefined, 'u2']);
    cache.put(cache.mark(), session('u2', 'd'));
    await bus.publish('session-ended', { userId: 'u3', reason: 'logout' });
    expect(cache.size).toBe(2);
    await bus.publish('bus-reconnected', {});
    expect(cache.size).toBe(0);
    stop();
  });

  it('keeps at most its bound, dropping the oldest first', () => {
    const cache = new SessionCache(2);
    for (const token of ['a', 'b', 'c']) cache.put(cache.mark(), session('u', token));
    expect([cache.get('a'), cache.get('b')?.session.tokenHash, cache.get('c')?.session.tokenHash]).toEqual([undefined, 'b', 'c']);
  });

  it('knows a token\'s hash only while its session is held', async () => {
    const cache = new SessionCache(2);
    const bus = new LocalBus();
    cache.watch(bus);
    cache.put(cache.mark(), session('u1', 'hash-a'), 'token-a');
    cache.put(cache.mark(), session('u2', 'hash-b'), 'token-b');
    expect([cache.hashOf('token-a'), cache.hashOf('token-b')]).toEqual(['hash-a', 'hash-b']);
    await bus.publish('auth-changed', { userId: 'u1' });
    expect(cache.hashOf('token-a')).toBeUndefined();
    cache.put(cache.mark(), session('u3', 'hash-c'), 'token-c');
    cache.put(cache.mark(), session('u4', 'hash-d'), 'token-d'); // beyond the bound: the oldest (b) goes
    expect([cache.hashOf('token-b'), cache.hashOf('token-c'), cache.hashOf('token-d')]).toEqual([undefined, 'hash-c', 'hash-d']);
    cache.forgetToken('hash-c');
    expect(cache.hashOf('token-c')).toBeUndefined();
    cache.clear();
    expect(cache.hashOf('token-d')).toBeUndefined();
  });
});
