import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import fc from 'fast-check';
import { connect, type MqttClient } from 'mqtt';
import WebSocket, { createWebSocketStream, WebSocketServer } from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, ok, type TestApi } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';
import type { PreviewTicketReply } from '../../sdk/contract/preview.js';
import type { PublishedScene, PublishLinkVo } from '../../sdk/contract/publish-link.js';
import { DATA_RELAY_SOCKET_PATH, DataRelayCloseCode, type DataRelayServerFrame, type DataRelayTicketReply, type DataRelayVo } from '../../sdk/contract/data-relay.js';

// Data relays (issue 30, docs/live-data.md): credentials held on the server and never sent back; the socket admits only
// the relays (and topics) the viewer's scene names; one upstream connection to a real broker (aedes, with an account).

const ACCOUNT = { username: 'plant-reader', password: 'S3cret-relay-pw' };
const HEADER_SECRET = 'header-secret-value-42';

interface Broker { url: string; origin: string; close(): Promise<void>; connections(): number }

async function startBroker(): Promise<Broker> {
  const broker = await Aedes.createBroker();
  broker.authenticate = (_client, user, pass, done) => done(null, user === ACCOUNT.username && pass?.toString() === ACCOUNT.password);
  let connections = 0;
  broker.on('client', () => connections++);
  const http = createServer();
  const sockets = new WebSocketServer({ server: http });
  sockets.on('connection', (socket, request) => broker.handle(createWebSocketStream(socket), request));
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', () => done()));
  const port = (http.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, connections: () => connections,
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((done) => sockets.close(() => done()));
      await new Promise<void>((done) => http.close(() => done()));
      await new Promise<void>((done) => broker.close(() => done()));
    },
  };
}

/** A player's relay socket: frames in order, and a way to wait for one. */
class Player {
  readonly frames: DataRelayServerFrame[] = [];
  closed: { code: number } | undefined;
  private waiters: (() => void)[] = [];
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as DataRelayServerFrame);
      for (const w of this.waiters.splice(0)) w();
    });
    socket.on('close', (code) => {
      this.closed = { code };
      for (const w of this.waiters.splice(0)) w();
    });
  }
  static async open(api: TestApi): Promise<Player> {
    const socket = new WebSocket(`${api.server.url.replace('http', 'ws')}${api.server.config.apiContext}/api${DATA_RELAY_SOCKET_PATH}`);
    await new Promise<void>((done, fail) => {
      socket.once('open', () => done());
      socket.once('error', fail);
    });
    return new Player(socket);
  }
  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
  async until(test: (f: DataRelayServerFrame) => boolean, ms = 10_000): Promise<DataRelayServerFrame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.find(test);
      if (found) return found;
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) before the frame came`);
      if (Date.now() > deadline) throw new Error(`no such frame in ${JSON.stringify(this.frames).slice(0, 500)}`);
      await new Promise<void>((done) => {
        this.waiters.push(done);
        setTimeout(done, 200);
      });
    }
  }
  async closedWith(ms = 10_000): Promise<number> {
    const deadline = Date.now() + ms;
    while (!this.closed && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
    return this.closed?.code ?? -1;
  }
  close(): void {
    this.socket.close();
  }
}

/** Scene content whose root names relay sources with bindings of these topics. */
function relayScene(sources: readonly { id: string; relay: string; topics: readonly string[] }[]): string {
  const doc = JSON.parse(sceneContent(1)) as { nodes: { scene: { props: Record<string, unknown> } } };
  doc.nodes.scene.props.liveData = {
    sources: sources.map((s) => ({ id: s.id, kind: 'relay', name: s.id, relay: s.relay, url: '', staleAfter: 10 })),
    bindings: sources.flatMap((s) => s.topics.map((topic, i) => ({
      id: `${s.id}-b${i}`, source: s.id, topic, path: '$.value', transforms: [], target: { node: 'm0', property: 'visible', item: '', field: '' },
    }))),
  };
  return JSON.stringify(doc);
}

let broker: Broker;
let publisher: MqttClient;
beforeAll(async () => {
  broker = await startBroker();
  publisher = connect(broker.url, { ...ACCOUNT, reconnectPeriod: 0 });
  await new Promise<void>((done, fail) => {
    publisher.once('connect', () => done());
    publisher.once('error', fail);
  });
});
afterAll(async () => {
  await publisher?.endAsync(true);
  await broker?.close();
});

describeBackends('data relays', (api) => {
  const create = (u: SceneUser, extra: Record<string, unknown> = {}) => u.client.repo<DataRelayVo>('POST', '/repo/data-relay/create', {
    projectUuid: u.projectUuid, name: 'Plant', kind: 'mqtt', url: broker.url, username: ACCOUNT.username, password: ACCOUNT.password,
    headers: [{ name: 'X-Api-Key', value: HEADER_SECRET }], qos: 1, ...extra,
  });
  const saveScene = async (u: SceneUser, content: string, uuid: string | null = null) =>
    ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid, projectUuid: u.projectUuid, name: 'Relayed', content }));
  const ticketFor = (client: SceneUser['client'] | TestApi['anon'], body: unknown) => client.repo<DataRelayTicketReply>('POST', '/repo/data-relay/ticket', body);

  it('keeps the password and header values on the server: no reply carries them, and the row holds them only encrypted', async () => {
    const u = await newSceneUser(api);
    const created = await create(u);
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ name: 'Plant', kind: 'mqtt', username: ACCOUNT.username, hasPassword: true, headerNames: ['X-Api-Key'], qos: 1 });
    const list = await u.client.repo<{ list: DataRelayVo[] }>('GET', '/repo/data-relay/list', undefined, { projectUuid: u.projectUuid });
    const kept = await u.client.repo<DataRelayVo>('POST', `/repo/data-relay/update/${created.data.id}`, { name: 'Plant 2' });
    for (const reply of [created, list, kept]) {
      const text = JSON.stringify(reply.body);
      expect(text).not.toContain(ACCOUNT.password);
      expect(text).not.toContain(HEADER_SECRET);
    }
    expect(kept.data).toMatchObject({ name: 'Plant 2', hasPassword: true, headerNames: ['X-Api-Key'] });
    const row = await api.server.db.selectFrom('data_relays').selectAll().where('id', '=', created.data.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(ACCOUNT.password);
    expect(JSON.stringify(row)).not.toContain(HEADER_SECRET);
    // null removes the password and the headers; absent keeps them.
    const cleared = ok(await u.client.repo<DataRelayVo>('POST', `/repo/data-relay/update/${created.data.id}`, { password: null, headers: null }));
    expect(cleared).toMatchObject({ hasPassword: false, headerNames: [] });
    ok(await u.client.repo('POST', `/repo/data-relay/delete/${created.data.id}`));
    expect(ok(await u.client.repo<{ list: DataRelayVo[] }>('GET', '/repo/data-relay/list', undefined, { projectUuid: u.projectUuid })).list).toEqual([]);
  });

  it('lets only the project\'s members see its relays and only editors change them; bad input is a 400 with a message', async () => {
    const owner = await newSceneUser(api);
    const stranger = await newSceneUser(api);
    const viewer = await newSceneUser(api);
    await api.server.db.insertInto('project_members').values({ project_uuid: owner.projectUuid, user_id: viewer.id, role: 'viewer', added_by: owner.id, created_at: api.clock.now() }).execute();
    const relay = ok(await create(owner));
    expect((await stranger.client.repo('GET', '/repo/data-relay/list', undefined, { projectUuid: owner.projectUuid })).status).toBe(404);
    expect((await stranger.client.repo('POST', `/repo/data-relay/update/${relay.id}`, { name: 'x' })).status).toBe(404);
    expect((await stranger.client.repo('POST', `/repo/data-relay/delete/${relay.id}`)).status).toBe(404);
    expect((await create({ ...stranger, projectUuid: owner.projectUuid })).status).toBe(404);
    expect(ok(await viewer.client.repo<{ list: DataRelayVo[] }>('GET', '/repo/data-relay/list', undefined, { projectUuid: owner.projectUuid })).list.map((r) => r.id)).toEqual([relay.id]);
    expect((await viewer.client.repo('POST', `/repo/data-relay/update/${relay.id}`, { name: 'x' })).status).toBe(403);
    expect((await api.anon.repo('GET', '/repo/data-relay/list', undefined, { projectUuid: owner.projectUuid })).status).toBe(401);

    const bad = await create(owner, { url: 'http://example.com/' });
    expect([bad.status, bad.msg]).toEqual([400, expect.stringContaining('ws:')]);
    expect((await create(owner, { url: `ws://user:pw@127.0.0.1:1/` })).status).toBe(400);
    expect((await create(owner, { headers: [{ name: 'Bad Name', value: 'v' }] })).status).toBe(400);
    expect((await create(owner, { headers: [{ name: 'X-A', value: 'line\nbreak' }] })).status).toBe(400);
    expect((await create(owner, { kind: 'sse' })).status).toBe(400);
    expect((await create(owner, { password: 'p'.repeat(257) })).status).toBe(400);
    expect((await ticketFor(owner.client, { sceneUuid: 'a', visit: 'b'.repeat(50) })).status).toBe(400);
    expect((await ticketFor(owner.client, {})).status).toBe(400);
    expect((await owner.client.repo('POST', '/repo/data-relay/update/not a relay id', { name: 'x' })).status).toBe(400);
  });

  it('a link viewer subscribes anonymously to exactly the relays and topics its published version names; one upstream connection serves every viewer', async () => {
    const owner = await newSceneUser(api);
    const stranger = await newSceneUser(api);
    const relay = ok(await create(owner));
    const later = ok(await create(owner, { name: 'Later' }));
    const foreign = ok(await create(stranger, { name: 'Foreign' }));
    // The owner's scene names its relay and (a copied id) the stranger's: only its own project's relay is admitted.
    const scene = await saveScene(owner, relayScene([{ id: 's1', relay: relay.id, topics: ['plant/+/temperature'] }, { id: 's2', relay: foreign.id, topics: ['x'] }]));
    const link = ok(await owner.client.repo<PublishLinkVo>('POST', '/repo/kf-scene/pub-scene', { sceneUuid: scene.uuid }));
    // A later version names another relay; the link still shows the published one.
    await saveScene(owner, relayScene([{ id: 's1', relay: later.id, topics: ['#'] }]), scene.uuid);
    const opened = ok(await api.anon.repo<PublishedScene>('GET', `/repo/kf-publish-link/shortLink/${link.shortKey}`));
    expect(opened.content).not.toContain(ACCOUNT.password);

    const granted = ok(await ticketFor(api.anon, { visit: opened.visit }));
    expect(granted.relays).toEqual([relay.id]);
    expect((await ticketFor(api.anon, { visit: `${opened.visit.slice(0, -2)}xx` })).status).toBe(403);
    expect((await ticketFor(api.anon, { sceneUuid: scene.uuid })).status).toBe(401);
    expect((await ticketFor(stranger.client, { sceneUuid: scene.uuid })).status).toBe(404);

    const before = broker.connections();
    const players = [await Player.open(api), await Player.open(api)];
    for (const p of players) {
      p.send({ op: 'hello', ticket: granted.ticket });
      await p.until((f) => f.op === 'ready');
      p.send({ op: 'subscribe', relay: relay.id, topics: ['plant/+/temperature'] });
      await p.until((f) => f.op === 'open' && f.relay === relay.id);
    }
    publisher.publish('plant/boiler/temperature', JSON.stringify({ value: 91 }));
    for (const p of players) {
      expect(await p.until((f) => f.op === 'message')).toEqual({ op: 'message', relay: relay.id, topic: 'plant/boiler/temperature', data: '{"value":91}' });
    }
    expect(broker.connections() - before).toBe(1);

    // Not named by the published version: another topic, the later relay, the stranger's relay.
    const p = players[0];
    p.send({ op: 'subscribe', relay: relay.id, topics: ['#'] });
    expect(await p.until((f) => f.op === 'error' && f.key === 'dataRelay.error.topic')).toMatchObject({ relay: relay.id });
    p.send({ op: 'subscribe', relay: later.id, topics: [] });
    expect(await p.until((f) => f.op === 'error' && f.relay === later.id)).toMatchObject({ key: 'dataRelay.error.denied' });
    p.send({ op: 'subscribe', relay: foreign.id, topics: ['x'] });
    expect(await p.until((f) => f.op === 'error' && f.relay === foreign.id)).toMatchObject({ key: 'dataRelay.error.denied' });
    for (const player of players) player.close();

    // The link taken down: no more tickets for its visits.
    ok(await owner.client.repo('POST', '/repo/kf-publish-link/take-down', { linkUuid: link.linkUuid }));
    expect((await ticketFor(api.anon, { visit: opened.visit })).status).toBe(410);
  });

  it('a preview ticket admits the relays of the scene\'s current version; a member\'s ticket every relay of the project; a stranger nothing of another\'s', async () => {
    const owner = await newSceneUser(api);
    const stranger = await newSceneUser(api);
    const relay = ok(await create(owner));
    const spare = ok(await create(owner, { name: 'Spare' }));
    const scene = await saveScene(owner, relayScene([{ id: 's1', relay: relay.id, topics: ['a/b'] }]));
    const preview = ok(await owner.client.repo<PreviewTicketReply>('POST', '/repo/kf-scene/preview-ticket', { sceneUuid: scene.uuid }));
    expect(ok(await ticketFor(api.anon, { previewTicket: preview.ticket })).relays).toEqual([relay.id]);
    expect(ok(await ticketFor(owner.client, { sceneUuid: scene.uuid })).relays.sort()).toEqual([relay.id, spare.id].sort());

    // A stranger's scene naming the owner's relay id gets a ticket without it, so its socket is refused.
    const theirs = await saveScene(stranger, relayScene([{ id: 's1', relay: relay.id, topics: ['a/b'] }]));
    const theirTicket = ok(await ticketFor(stranger.client, { sceneUuid: theirs.uuid }));
    expect(theirTicket.relays).toEqual([]);
    const p = await Player.open(api);
    p.send({ op: 'hello', ticket: theirTicket.ticket });
    await p.until((f) => f.op === 'ready');
    p.send({ op: 'subscribe', relay: relay.id, topics: ['a/b'] });
    expect(await p.until((f) => f.op === 'error')).toMatchObject({ relay: relay.id, key: 'dataRelay.error.denied' });
    p.close();
  });

  it('closes a socket without a valid hello, and one that floods frames', async () => {
    const owner = await newSceneUser(api);
    const scene = await saveScene(owner, sceneContent());
    const good = ok(await ticketFor(owner.client, { sceneUuid: scene.uuid }));
    const forged = await Player.open(api);
    forged.send({ op: 'hello', ticket: `${good.ticket.slice(0, 10)}A${good.ticket.slice(11)}` });
    expect(await forged.closedWith()).toBe(DataRelayCloseCode.badTicket);
    const early = await Player.open(api);
    early.send({ op: 'subscribe', relay: 'x', topics: [] });
    expect(await early.closedWith()).toBe(DataRelayCloseCode.badTicket);
    const flood = await Player.open(api);
    flood.send({ op: 'hello', ticket: good.ticket });
    await flood.until((f) => f.op === 'ready');
    for (let i = 0; i < 40; i++) flood.send({ op: 'unsubscribe', relay: 'x' });
    expect(await flood.closedWith()).toBe(DataRelayCloseCode.badFrame);
    // An expired ticket.
    api.clock.advance(10 * 60 * 1000);
    const late = await Player.open(api);
    late.send({ op: 'hello', ticket: good.ticket });
    expect(await late.closedWith()).toBe(DataRelayCloseCode.badTicket);
  });

  it('answers generated bodies of every relay call with a success or a 4xx, never a 500 (fast-check)', async () => {
    const owner = await newSceneUser(api);
    const relay = ok(await create(owner));
    const anyJson = fc.jsonValue({ maxDepth: 3 });
    const body = fc.oneof(
      anyJson,
      fc.record({
        projectUuid: fc.oneof(fc.constant(owner.projectUuid), fc.string()), name: fc.oneof(fc.string(), anyJson), kind: fc.oneof(fc.constantFrom('mqtt', 'websocket'), fc.string()),
        url: fc.oneof(fc.constantFrom(broker.url, 'wss://a.example/x', 'ws://[::1]:1'), fc.string()), password: fc.oneof(fc.string(), fc.constant(null)),
        headers: fc.oneof(fc.array(fc.record({ name: fc.string(), value: fc.string() }), { maxLength: 20 }), anyJson), qos: fc.oneof(fc.constantFrom(0, 1), anyJson),
      }, { requiredKeys: [] }),
      fc.record({ sceneUuid: fc.string(), previewTicket: fc.string(), visit: fc.string() }, { requiredKeys: [] }),
    );
    const path = fc.constantFrom('/repo/data-relay/create', `/repo/data-relay/update/${relay.id}`, '/repo/data-relay/ticket', '/repo/data-relay/update/%00', '/repo/data-relay/delete/x');
    await fc.assert(fc.asyncProperty(path, body, async (p, b) => {
      const reply = await owner.client.repo('POST', p, b);
      expect(reply.status === 200 || (reply.status >= 400 && reply.status < 500)).toBe(true);
      expect(JSON.stringify(reply.body ?? '')).not.toContain(ACCOUNT.password);
    }), { numRuns: 120 });
    // Whatever frames come, the socket refuses them with its own close codes and the server stays up.
    await fc.assert(fc.asyncProperty(fc.array(fc.oneof(fc.string(), anyJson.map((v) => JSON.stringify(v))), { minLength: 1, maxLength: 4 }), async (frames) => {
      const p = await Player.open(api);
      for (const f of frames) p.send(f);
      p.close();
    }), { numRuns: 30 });
    expect((await owner.client.repo('GET', '/repo/data-relay/list', undefined, { projectUuid: owner.projectUuid })).status).toBe(200);
  });
}, () => ({ dataOrigins: [broker.origin] }));
