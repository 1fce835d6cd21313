import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@scene-platform/sdk/testing';
import { createTranslate, PUZZLE_LIMITS, SCENE_ROOT_ID, SceneDocumentService, TRANSFORM_DESCRIPTORS, UndoService } from '../../sdk/index.js';
import type { JsonValue, PageToSandbox, PlayerLogLevel, PropertyDescriptor, ScenePatch } from '../../sdk/index.js';
import { LogicSession, type LogicSessionDeps, type WorkerLike } from './logic-session.js';
import { locales } from './locales.js';

/** A worker the test drives: what the page posted, whether it was terminated, and a way to answer. */
class FakeWorker implements WorkerLike {
  readonly posted: PageToSandbox[] = [];
  terminated = false;
  onmessage: ((event: { readonly data: unknown }) => void) | null = null;
  onerror: ((event: { readonly message?: string }) => void) | null = null;
  postMessage(message: PageToSandbox): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** A message as the sandbox sends it: JSON text (wire.ts). */
  send(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** Anything else a hostile worker could post (structured data). */
  sendRaw(data: unknown): void {
    this.onmessage?.({ data });
  }
}

/** A clock the test moves by hand. */
class FakeClock {
  time = 0;
  private timers: { fn: () => void; ms: number; next: number }[] = [];
  now = () => this.time;
  setInterval = (fn: () => void, ms: number) => {
    const timer = { fn, ms, next: this.time + ms };
    this.timers.push(timer);
    return timer;
  };
  clearInterval = (handle: unknown) => {
    this.timers = this.timers.filter((t) => t !== handle);
  };
  advance(ms: number): void {
    const end = this.time + ms;
    while (true) {
      const due = this.timers.filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.time = due.next;
      due.next += due.ms;
      due.fn();
    }
    this.time = end;
  }
}

const meshDescriptors: PropertyDescriptor[] = [...TRANSFORM_DESCRIPTORS, { name: 'color', type: 'color3', propertyGroup: 'material', rank: 1, titles: { en: 'Colour', 'zh-CN': '颜色', 'zh-TW': '顏色' } }];

describe('LogicSession', () => {
  let kernel: TestKernel;
  let worker: FakeWorker;
  let clock: FakeClock;
  let log: { level: PlayerLogLevel; text: string }[];
  let session: LogicSession;
  let deps: LogicSessionDeps;
  let fetched: string[];
  let frames: (() => void)[];
  const nextFrame = () => {
    const due = frames;
    frames = [];
    for (const f of due) f();
  };

  beforeEach(async () => {
    kernel = await createTestKernel();
    const document = kernel.get(SceneDocumentService);
    const undo = kernel.get(UndoService);
    undo.execute([
      document.insertPatch([{ id: 'box', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'Box', children: [], props: { color: { r: 0.3, g: 0.5, b: 0.9 } } }], { parent: SCENE_ROOT_ID, index: 0 }),
      document.insertPatch([{ id: 'sphere', type: 'Mesh', parent: SCENE_ROOT_ID, name: 'Sphere', children: [], props: { color: { r: 0.9, g: 0.5, b: 0.2 } } }], { parent: SCENE_ROOT_ID, index: 1 }),
    ]);
    undo.execute([document.setPropPatch(SCENE_ROOT_ID, 'allowedOrigins', 'http://127.0.0.1:4567')]);
    worker = new FakeWorker();
    clock = new FakeClock();
    log = [];
    fetched = [];
    frames = [];
    deps = {
      createWorker: () => worker,
      document,
      player: { apply: (patches: readonly ScenePatch[]) => undo.execute(patches), log: (level, text) => log.push({ level, text }) },
      descriptors: (type) => (type === 'Mesh' ? meshDescriptors : undefined),
      fetchJson: async (url) => {
        fetched.push(url);
        return { temperature: 21 } as JsonValue;
      },
      t: createTranslate(undefined, locales),
      clock,
      nextFrame: (flush) => frames.push(flush),
    };
    session = new LogicSession(deps);
  });

  afterEach(async () => {
    session.dispose();
    await kernel.dispose();
  });

  it('starts the worker with the code, a mirror of the nodes and the route data', () => {
    session.start('scene.log(1)', { hello: 'world' });
    const start = worker.posted[0];
    expect(start.kind).toBe('start');
    if (start.kind !== 'start') return;
    expect(start.code).toBe('scene.log(1)');
    expect(start.nodes.sphere).toMatchObject({ type: 'Mesh', name: 'Sphere' });
    expect(start.data).toEqual({ hello: 'world' });
  });

  it('applies a checked set to the document and sends the node\'s props back to the sandbox', () => {
    session.start('x', undefined);
    worker.send({ kind: 'set', nodeId: 'sphere', prop: 'color', value: { r: 0, g: 1, b: 0 } });
    worker.send({ kind: 'set', nodeId: 'sphere', prop: 'color', value: { r: 1, g: 0, b: 0 } });
    worker.send({ kind: 'set', nodeId: 'box', prop: 'visible', value: false });
    const changes: number[] = [];
    const sub = kernel.get(SceneDocumentService).onDidChange.subscribe((change) => changes.push(change.patches.length));
    expect(kernel.get(SceneDocumentService).get('sphere')?.props.color).toEqual({ r: 0.9, g: 0.5, b: 0.2 }); // not before the frame
    nextFrame();
    sub.unsubscribe();
    expect(changes).toEqual([2]); // one batch: the latest colour and the visibility
    expect(kernel.get(SceneDocumentService).get('sphere')?.props.color).toEqual({ r: 1, g: 0, b: 0 });
    expect(kernel.get(SceneDocumentService).get('box')?.props.visible).toBe(false);
    expect(worker.posted.slice(-2)).toMatchObject([
      { kind: 'props', nodeId: 'sphere', props: { color: { r: 1, g: 0, b: 0 } } },
      { kind: 'props', nodeId: 'box', props: { visible: false } },
    ]);
  });

  it('refuses a set on an unknown node or of a wrong type, leaving the document alone and saying why', () => {
    session.start('x', undefined);
    const before = kernel.get(SceneDocumentService).serialize();
    worker.send({ kind: 'set', nodeId: 'ghost', prop: 'color', value: { r: 1, g: 0, b: 0 } });
    worker.send({ kind: 'set', nodeId: 'box', prop: 'color', value: 'red' });
    expect(kernel.get(SceneDocumentService).serialize()).toBe(before);
    expect(log.map((l) => l.text).join('\n')).toMatch(/no node "ghost"[\s\S]*takes a color3/);
    expect(session.counts.refused).toBe(2);
  });

  it('answers a refused fetch so the program does not wait for ever, and fetches an allowed one', async () => {
    session.start('x', undefined);
    worker.send({ kind: 'fetchJson', requestId: 7, url: 'https://evil.example.net/x', notify: false });
    expect(worker.posted.at(-1)).toMatchObject({ kind: 'fetchReply', requestId: 7, ok: false });
    worker.send({ kind: 'fetchJson', requestId: 8, url: 'http://127.0.0.1:4567/data.json', notify: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toEqual(['http://127.0.0.1:4567/data.json']);
    expect(worker.posted.slice(-2)).toEqual([
      { kind: 'fetchReply', requestId: 8, ok: true, value: { temperature: 21 } },
      { kind: 'data', data: { temperature: 21 } },
    ]);
  });

  it('drops messages over the rate limit with one warning per second', () => {
    session.start('x', undefined);
    for (let i = 0; i < PUZZLE_LIMITS.messagesPerSecond + 50; i++) worker.send({ kind: 'log', level: 'info', values: [i] });
    expect(session.counts.dropped).toBe(50);
    expect(log.filter((l) => l.level === 'warn' && l.text.includes('too many messages'))).toHaveLength(1);
    clock.advance(1000);
    worker.send({ kind: 'log', level: 'info', values: ['after'] });
    expect(log.at(-1)?.text).toBe('after');
  });

  it('says the sandbox\'s own limits in the user\'s language, and stops a program over its processor budget', () => {
    session.start('x', undefined);
    worker.send({ kind: 'notice', notice: 'tooManyLines' });
    expect(log.at(-1)?.text).toMatch(/more than 50 console lines a second/);
    worker.send({ kind: 'heartbeat', busyMs: 120 });
    expect(session.state).toBe('running');
    worker.send({ kind: 'heartbeat', busyMs: 900 });
    expect(session.state).toBe('stopped');
    expect(worker.terminated).toBe(true);
    expect(log.at(-1)?.text).toMatch(/used the processor for 900 ms in one second/);
  });

  it('refuses structured data and over-long text from the worker unread', () => {
    session.start('x', undefined);
    worker.sendRaw({ kind: 'set', nodeId: 'box', prop: 'visible', value: false });
    worker.sendRaw('x'.repeat(PUZZLE_LIMITS.messageChars + 1));
    expect(session.counts.refused).toBe(2);
  });

  it('terminates a sandbox that stops beating (an endless loop) and says so in the console', () => {
    session.start('while (true) {}', undefined);
    for (let i = 0; i < 5; i++) {
      clock.advance(PUZZLE_LIMITS.heartbeatMs);
      worker.send({ kind: 'heartbeat' });
    }
    expect(worker.terminated).toBe(false);
    clock.advance(PUZZLE_LIMITS.silenceMs + 500);
    expect(worker.terminated).toBe(true);
    expect(session.state).toBe('stopped');
    expect(log.at(-1)).toMatchObject({ level: 'error' });
    // What really happened: stopped 1 s + the silence after the start, silent for the limit (and a little more).
    expect(log.at(-1)?.text).toMatch(/^The logic was stopped 3\.5 s after it started: it had not responded for the last 2\.[0-5] s \(an endless loop\?\)/);
    // Nothing more reaches the page from a stopped sandbox.
    worker.send({ kind: 'set', nodeId: 'sphere', prop: 'color', value: { r: 0, g: 1, b: 0 } });
    nextFrame();
    expect(kernel.get(SceneDocumentService).get('sphere')?.props.color).toEqual({ r: 0.9, g: 0.5, b: 0.2 });
  });

  it('measures the worker\'s memory one measurement at a time and stops it over the cap, in the user\'s language', async () => {
    const answers: ((bytes: number) => void)[] = [];
    session = new LogicSession({ ...deps, measureWorkerMemory: () => new Promise<number>((resolve) => answers.push(resolve)) });
    session.start('x', undefined);
    const settle = async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    const run = (ms: number) => { // time passing with the sandbox beating (the watchdog stays quiet)
      for (let t = 0; t < ms; t += PUZZLE_LIMITS.heartbeatMs) {
        worker.send({ kind: 'heartbeat' });
        clock.advance(PUZZLE_LIMITS.heartbeatMs);
      }
    };
    run(PUZZLE_LIMITS.memoryCheckMs);
    expect(answers).toHaveLength(1);
    run(PUZZLE_LIMITS.memoryCheckMs * 3); // slow measurement: no second one while the first is under way
    expect(answers).toHaveLength(1);
    answers[0](PUZZLE_LIMITS.memoryBytes); // at the cap: keeps running
    await settle();
    expect(session.state).toBe('running');
    run(PUZZLE_LIMITS.memoryCheckMs);
    expect(answers).toHaveLength(2);
    answers[1](PUZZLE_LIMITS.memoryBytes + 50 * 1024 * 1024);
    await settle();
    expect(session.state).toBe('stopped');
    expect(worker.terminated).toBe(true);
    expect(log.at(-1)).toEqual({ level: 'error', text: expect.stringContaining('its worker held 306 MB of memory (at most 256 MB)') });
    clock.advance(PUZZLE_LIMITS.memoryCheckMs * 3);
    expect(answers).toHaveLength(2); // no measurement after the stop
  });

  it('keeps running where the browser cannot measure memory (no measureWorkerMemory)', () => {
    session.start('x', undefined);
    for (let t = 0; t < PUZZLE_LIMITS.memoryCheckMs * 5; t += PUZZLE_LIMITS.heartbeatMs) {
      worker.send({ kind: 'heartbeat' });
      clock.advance(PUZZLE_LIMITS.heartbeatMs);
    }
    expect(session.state).toBe('running');
    expect(log.filter((l) => l.level === 'error')).toEqual([]);
  });
});
