// Issue 28: what one instance tells the others. On PostgreSQL, events go by NOTIFY and each instance LISTENs on a
// connection of its own (reconnected when lost); on SQLite the bus is in memory. Two servers in this process on one
// PostgreSQL schema (skipped without DATABASE_URL); one SQLite server always.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { EventOrigin, InstanceBus, InstanceEvents, InstanceTopic } from '../../host/server/events/instance-bus.js';
import type { PostgresBus } from '../../host/server/events/postgres-bus.js';
import { ApiClient, startTestServer, type TestServer } from './support/server.js';
import { describeTwoInstances } from './support/two-instances.js';

/** The next event of a topic that `bus` hears. */
function next<T extends InstanceTopic>(bus: InstanceBus, topic: T): Promise<{ payload: InstanceEvents[T]; origin: EventOrigin }> {
  return new Promise((resolve) => {
    const stop = bus.subscribe(topic, (payload, origin) => {
      stop();
      resolve({ payload, origin });
    });
  });
}

describe('instance bus on SQLite (one process)', () => {
  let a: TestServer;
  beforeAll(async () => (a = await startTestServer('sqlite')));
  afterAll(() => a?.stop());

  it('delivers an event to this process\'s subscribers', async () => {
    const heard = next(a.server.services.events, 'probe');
    await a.server.services.events.publish('probe', { text: 'hello' });
    expect(await heard).toEqual({ payload: { text: 'hello' }, origin: 'local' });
  });
});

describeTwoInstances('instance bus', 'the LISTEN/NOTIFY test', (servers) => {
  it('an event published on A is heard on B (remote) and on A once (local)', async () => {
    const onB = next(servers.b.services.events, 'probe');
    const onA: { payload: unknown; origin: EventOrigin }[] = [];
    const stop = servers.a.server.services.events.subscribe('probe', (payload, origin) => onA.push({ payload, origin }));
    await servers.a.server.services.events.publish('probe', { text: 'from A' });
    expect(await onB).toEqual({ payload: { text: 'from A' }, origin: 'remote' });
    // A's own NOTIFY has come back by now (B heard it after it); A skipped it.
    const afterwards = next(servers.a.server.services.events, 'probe');
    await servers.b.services.events.publish('probe', { text: 'from B' });
    await afterwards;
    stop();
    expect(onA).toEqual([{ payload: { text: 'from A' }, origin: 'local' }, { payload: { text: 'from B' }, origin: 'remote' }]);
  });

  it('a logout through A is told to B', async () => {
    const login = await new ApiClient(servers.a.url).repo<{ token: string; user: { userId: string } }>('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' });
    const ended = next(servers.b.services.events, 'session-ended');
    const client = new ApiClient(servers.a.url).withToken(login.data.token);
    expect((await client.repo('POST', '/action/logout')).code).toBe(0);
    expect(await ended).toEqual({ payload: { userId: login.data.user.userId, reason: 'logout' }, origin: 'remote' });
  });

  it('listens again after its connection is cut, and says events may have been missed', async () => {
    const bus = servers.b.services.events as PostgresBus;
    const pid = bus.listenerPid;
    expect(pid).toBeDefined();
    const back = next(bus, 'bus-reconnected');
    await sql`select pg_terminate_backend(${pid})`.execute(servers.a.server.db);
    await back;
    expect(bus.listenerPid).not.toBe(pid);
    const onB = next(bus, 'probe');
    await servers.a.server.services.events.publish('probe', { text: 'after the cut' });
    expect((await onB).payload).toEqual({ text: 'after the cut' });
  });
});
