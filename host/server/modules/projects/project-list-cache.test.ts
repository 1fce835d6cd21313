import { describe, expect, it } from 'vitest';
import { LocalBus } from '../../events/local-bus.js';
import { MAX_AGE_MS, MAX_TEXT_CHARS, ProjectListCache } from './project-list-cache.js';

describe('ProjectListCache', () => {
  it('does not keep a list read before a change was heard (it may be stale)', () => {
    const cache = new ProjectListCache();
    const mark = cache.mark();
    cache.forgetUser('someone-else'); // any change heard meanwhile
    cache.put(mark, 'u1', '[]');
    expect(cache.get('u1')).toBeUndefined();
    cache.put(cache.mark(), 'u1', '[]');
    expect(cache.get('u1')).toBe('[]');
  });

  it('forgets a user\'s list or everything as the bus tells', async () => {
    const cache = new ProjectListCache();
    const bus = new LocalBus();
    const stop = cache.watch(bus);
    cache.put(cache.mark(), 'u1', '[1]');
    cache.put(cache.mark(), 'u2', '[2]');
    await bus.publish('projects-changed', { userId: 'u1' });
    expect([cache.get('u1'), cache.get('u2')]).toEqual([undefined, '[2]']);
    await bus.publish('bus-reconnected', {});
    expect(cache.size).toBe(0);
    stop();
  });

  it('keeps at most its bound (oldest first out), no over-long list, nothing past its age', () => {
    let now = 0;
    const cache = new ProjectListCache(() => now, 2);
    for (const user of ['a', 'b', 'c']) cache.put(cache.mark(), user, `"${user}"`);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '"b"', '"c"']);
    cache.put(cache.mark(), 'long', `"${'x'.repeat(MAX_TEXT_CHARS)}"`);
    expect(cache.get('long')).toBeUndefined();
    now = MAX_AGE_MS + 1;
    expect(cache.get('b')).toBeUndefined();
  });

  it('runs the outside-change check before each read', () => {
    const cache = new ProjectListCache();
    cache.put(cache.mark(), 'u1', '[]');
    cache.checkBeforeRead(() => cache.clear());
    expect(cache.get('u1')).toBeUndefined();
  });

  it('a change announced for an owner forgets the lists its projects are shared into, and only those', () => {
    const cache = new ProjectListCache();
    cache.put(cache.mark(), 'member', '[own,shared]', ['owner', 'owner']);
    cache.put(cache.mark(), 'other-member', '[shared-by-someone-else]', ['someone-else']);
    cache.put(cache.mark(), 'loner', '[]');
    cache.forgetUser('owner');
    expect([cache.get('member'), cache.get('other-member'), cache.get('loner')]).toEqual([undefined, '[shared-by-someone-else]', '[]']);
    // the index holds no stale holder: the member's next list without shared projects is not dropped by the owner
    cache.put(cache.mark(), 'member', '[own]');
    cache.forgetUser('owner');
    expect(cache.get('member')).toBe('[own]');
  });
});
