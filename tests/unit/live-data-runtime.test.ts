// Live data in a headless editor kernel on Babylon's NullEngine: bindings are undoable edits of the Scene root; bound
// values show on an info point's colour as an engine overlay (the document and the undo history untouched); floods
// coalesce to the last value; bad messages are counted and dropped; a quiet source turns stale and a lost one comes
// back with backoff; a source on an origin the scene does not allow is refused; turning live data off restores the
// document's colours. The source kind here is a test plugin fed by the test; tests/e2e/live-data.spec.ts runs the
// MQTT kind against a real broker.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import {
  ALLOWED_ORIGINS_PROP, contribution, DataSources, definePlugin, infoPointStatusColour, LIVE_DATA_LIMITS, LIVE_DATA_PROP, LiveDataService, LiveValuesService, readLiveData,
  KeyframeAnimationService, SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, STATE_ANIMATION_TARGET, UndoService, ViewportService, withBinding, withDataSource, withoutBinding,
} from '../../sdk/index.js';
import type { BindingData, DataSourceConfig, DataSourceKind, DataSourceSink, DataSourceStatus, LiveDataConfig } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { coreServiceModules } from '../../core/services/index.js';
import nodeInfoPoints from '../../plugins/node-info-points/index.js';
import viewportState from '../../plugins/viewport-state/index.js';
import liveData from '../../plugins/live-data/index.js';
import animationPlugin from '../../plugins/animation/index.js';
import { markersOf } from '../../plugins/node-info-points/adapter.js';
import { hexToRgb } from '../../plugins/node-info-points/marker-buffers.js';

/** A source kind the test feeds by hand: the sink of its newest connection, and how many it opened. */
const feed: { sink?: DataSourceSink; opened: number; topics: readonly string[] } = { opened: 0, topics: [] };
const testKind: DataSourceKind = {
  id: 'test',
  titles: { en: 'Test', 'zh-CN': 'Test', 'zh-TW': 'Test' },
  schemes: ['ws:'],
  fields: ['url'],
  topics: true,
  connect(_config, topics, sink) {
    feed.sink = sink;
    feed.opened++;
    feed.topics = topics;
    queueMicrotask(() => sink.open());
    return { close: () => undefined };
  },
};
const testSource = definePlugin({ id: 'test.source', contributes: [contribution(DataSources, testKind)] });

const points = [
  { id: 'p1', name: 'Pump', category: '', type: '', status: 'normal', position: [0, 0, 0], visible: true },
  { id: 'p2', name: 'Valve', category: '', type: '', status: 'normal', position: [1, 0, 0], visible: true },
];
const source: DataSourceConfig = { id: 's1', kind: 'test', name: 'Plant', url: 'ws://127.0.0.1:9001/mqtt', staleAfter: 5, username: '', password: '', qos: 0, interval: 5000 };
const binding: BindingData = {
  id: 'b1', source: 's1', topic: 'plant/+/temp', path: 'value',
  transforms: [{ kind: 'thresholds', below: 'normal', steps: [{ atLeast: 80, value: 'warning' }] }],
  target: { node: 'ip', property: 'infoPoints', item: 'p2', field: 'status' },
};

async function setUp() {
  const kernel = await createEditorKernel(coreServiceModules, [viewportState, animationPlugin, nodeInfoPoints, liveData, testSource]);
  const document = kernel.services.get(SceneDocumentService);
  const undo = kernel.services.get(UndoService);
  const scene = new Scene(new NullEngine());
  const runtime = kernel.services.get(SceneRuntimeService).start(scene);
  kernel.plugins.providedService(ViewportService)!.setScene(scene, runtime);
  const live = kernel.plugins.providedService(LiveDataService)!;
  undo.execute([document.insertPatch([{ id: 'ip', type: 'InfoPoints', parent: SCENE_ROOT_ID, name: 'Sensors', props: { infoPoints: points }, children: [] }], { parent: SCENE_ROOT_ID, index: 0 })]);
  const config = () => readLiveData(document.root.props[LIVE_DATA_PROP]);
  const write = (next: LiveDataConfig) => undo.execute([document.setPropPatch(SCENE_ROOT_ID, LIVE_DATA_PROP, JSON.parse(JSON.stringify(next)))], { label: 'bind' });
  const markers = () => markersOf(runtime.objectOf('ip')!.node)!.meshes[0]!;
  const colourOf = (i: number) => [...markers().getVerticesData('markerColor')!.slice(i * 16, i * 16 + 3)];
  const rgb = (status: string) => [...new Float32Array(hexToRgb(infoPointStatusColour(status)))];
  let statuses: ReadonlyMap<string, DataSourceStatus> = new Map();
  live.onDidChangeStatus.subscribe((s) => (statuses = s));
  return { kernel, document, undo, live, config, write, colourOf, rgb, status: () => statuses.get('s1') };
}

const frame = async () => {
  await vi.advanceTimersByTimeAsync(20);
};

describe('live data', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    feed.sink = undefined;
    feed.opened = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds, edits and removes bindings as undoable edits of the Scene root', async () => {
    const t = await setUp();
    t.write(withDataSource(t.config(), source));
    t.write(withBinding(t.config(), binding));
    expect(t.config().bindings).toEqual([binding]);
    t.write(withBinding(t.config(), { ...binding, path: 'temp' }));
    expect(t.config().bindings[0].path).toBe('temp');
    t.undo.undo();
    expect(t.config().bindings[0].path).toBe('value');
    t.write(withoutBinding(t.config(), 'b1'));
    expect(t.config().bindings).toEqual([]);
    t.undo.undo();
    t.undo.undo();
    expect(t.config().bindings).toEqual([]);
    t.undo.redo();
    expect(t.config().bindings).toEqual([binding]);
    // Saved with the scene: the document's content carries it.
    expect(JSON.parse(t.document.serialize()).nodes[SCENE_ROOT_ID].props[LIVE_DATA_PROP].bindings[0].id).toBe('b1');
    t.kernel.dispose();
  });

  it('shows bound values on the engine only, coalesces a flood, counts bad messages, goes stale and comes back', async () => {
    const t = await setUp();
    t.undo.execute([t.document.setPropPatch(SCENE_ROOT_ID, ALLOWED_ORIGINS_PROP, 'http://127.0.0.1:9001')]);
    t.write(withBinding(withDataSource(t.config(), source), binding));
    const steps = t.undo.canUndo;
    expect(feed.opened).toBe(0);
    t.live.setEnabled(true);
    await frame();
    expect(feed.opened).toBe(1);
    expect(feed.topics).toEqual(['plant/+/temp']);
    expect(t.status()?.state).toBe('live');

    const published: ReadonlyMap<string, unknown>[] = [];
    const values = t.live.onDidChangeValues.subscribe((v) => published.push(v));
    for (let i = 0; i < 1000; i++) feed.sink!.message('plant/p2/temp', JSON.stringify({ value: i % 90 }));
    feed.sink!.message('plant/p2/temp', JSON.stringify({ value: 95 }));
    await frame();
    // The logic runtime's 'on live data' hears the binding's new value once for the frame, the last one winning.
    expect(published).toEqual([new Map([['b1', 'warning']])]);
    values.unsubscribe();
    expect(t.colourOf(1)).toEqual(t.rgb('warning'));
    expect(t.colourOf(0)).toEqual(t.rgb('normal'));
    // The document still says normal and no step was added.
    expect((t.document.get('ip')!.props.infoPoints as { status: string }[])[1].status).toBe('normal');
    expect(t.undo.canUndo).toBe(steps);
    expect(t.live.valueOf('b1')).toBe('warning');
    // The kernel's channel of live values carries it too: a core service, seen by plugins that do not depend on live data.
    const channel = t.kernel.services.get(LiveValuesService);
    expect(channel.valueOf('b1')).toBe('warning');
    const heard: ReadonlyMap<string, unknown>[] = [];
    const channelSub = channel.onDidChange.subscribe((v) => heard.push(v));

    feed.sink!.message('plant/p2/temp', '{not json');
    feed.sink!.message('plant/p2/temp', 'x'.repeat(300 * 1024));
    feed.sink!.message('plant/p2/temp', JSON.stringify({ other: 1 }));
    feed.sink!.message('plant/p2/temp', JSON.stringify({ value: 'hot' }));
    feed.sink!.message('other/topic', JSON.stringify({ value: 10 }));
    await frame();
    expect(t.status()?.counters).toMatchObject({ received: 1006, dropped: 2, malformed: 1, oversized: 1, unusable: 2 });
    // The last good value is kept.
    expect(t.colourOf(1)).toEqual(t.rgb('warning'));

    // An edit of the node is drawn from the document, then the live value again over it.
    t.undo.execute([t.document.setNamePatch('ip', 'Sensors 2')]);
    await frame();
    expect(t.colourOf(1)).toEqual(t.rgb('warning'));

    await vi.advanceTimersByTimeAsync(5100);
    expect(t.status()?.state).toBe('stale');
    feed.sink!.message('plant/p2/temp', JSON.stringify({ value: 10 }));
    await frame();
    expect(t.status()?.state).toBe('live');
    expect(t.colourOf(1)).toEqual(t.rgb('normal'));
    expect(heard).toEqual([new Map([['b1', 'normal']])]);
    channelSub.unsubscribe();

    feed.sink!.fail('liveData.error.closed');
    await frame();
    expect(t.status()?.state).toBe('error');
    await vi.advanceTimersByTimeAsync(600);
    expect(feed.opened).toBe(2);
    expect(t.status()?.counters.reconnects).toBe(1);

    feed.sink!.message('plant/p2/temp', JSON.stringify({ value: 99 }));
    await frame();
    expect(t.colourOf(1)).toEqual(t.rgb('warning'));
    expect(channel.valueOf('b1')).toBe('warning');
    t.live.setEnabled(false);
    await frame();
    expect(t.colourOf(1)).toEqual(t.rgb('normal'));
    expect(channel.valueOf('b1')).toBeUndefined();
    t.kernel.dispose();
  });

  it('a burst past the rate limit keeps the last value of each topic (the newest messages are not the ones dropped)', async () => {
    const t = await setUp();
    t.undo.execute([t.document.setPropPatch(SCENE_ROOT_ID, ALLOWED_ORIGINS_PROP, 'http://127.0.0.1:9001')]);
    const state: BindingData = { id: 'b2', source: 's1', topic: 'plant/p1/state', path: 'status', transforms: [], target: { node: 'ip', property: 'infoPoints', item: 'p1', field: 'status' } };
    t.write(withBinding(withBinding(withDataSource(t.config(), source), binding), state));
    t.live.setEnabled(true);
    await frame();
    const limit = LIVE_DATA_LIMITS.messagesPerSecond;
    const burst = limit + 5000;
    // Two topics in turn, every value normal until the very last message of each.
    for (let i = 0; i < burst; i++) {
      if (i % 2) feed.sink!.message('plant/p2/temp', JSON.stringify({ value: i % 70 }));
      else feed.sink!.message('plant/p1/state', JSON.stringify({ status: 'normal' }));
    }
    feed.sink!.message('plant/p2/temp', JSON.stringify({ value: 95 }));
    feed.sink!.message('plant/p1/state', JSON.stringify({ status: 'fault' }));
    await frame();
    expect(t.colourOf(1)).toEqual(t.rgb('normal'));
    // The second ends: the newest held message of each topic is taken.
    await vi.advanceTimersByTimeAsync(1000);
    await frame();
    expect(t.live.valueOf('b1')).toBe('warning');
    expect(t.live.valueOf('b2')).toBe('fault');
    expect(t.colourOf(1)).toEqual(t.rgb('warning'));
    expect(t.colourOf(0)).toEqual(t.rgb('fault'));
    // Past the limit, all but the newest of each of the two topics were dropped as flooded.
    expect(t.status()?.counters).toMatchObject({ received: burst + 2, flooded: burst + 2 - limit - 2, malformed: 0 });
    // The next second takes messages as they come again.
    feed.sink!.message('plant/p2/temp', JSON.stringify({ value: 10 }));
    await frame();
    expect(t.live.valueOf('b1')).toBe('normal');
    t.kernel.dispose();
  });

  it('plays a state animation on a threshold, at run time only; off shows the saved state again', async () => {
    const t = await setUp();
    const animation = t.kernel.plugins.providedService(KeyframeAnimationService)!;
    const valve = animation.createStateAnimation('Valve');
    animation.addState(valve.id, 'Open');
    const states = () => (animation.animations.find((a) => a.id === valve.id) as typeof valve);
    const open = states().states.find((st) => st.name === 'Open')!;
    const closed = states().states[0]!;
    t.undo.execute([t.document.setPropPatch(SCENE_ROOT_ID, ALLOWED_ORIGINS_PROP, 'http://127.0.0.1:9001')]);
    const play: BindingData = {
      id: 'b3', source: 's1', topic: 'plant/valve/flow', path: 'value',
      transforms: [{ kind: 'thresholds', below: closed.stateId, steps: [{ atLeast: 10, value: 'Open' }] }],
      target: { node: SCENE_ROOT_ID, property: STATE_ANIMATION_TARGET, item: valve.id, field: '' },
    };
    t.write(withBinding(withDataSource(t.config(), source), play));
    const steps = t.undo.canUndo;
    t.live.setEnabled(true);
    await frame();
    // A value past the threshold: the state named 'Open' is played (its id found by name).
    feed.sink!.message('plant/valve/flow', JSON.stringify({ value: 25 }));
    await frame();
    expect(animation.stateRuntime(valve.id)?.stateId).toBe(open.stateId);
    // Nothing saved: the animation's state in the document is still the first, no undo step, nothing marked unsaved.
    expect(states().currState).toBe(closed.stateId);
    expect(t.undo.canUndo).toBe(steps);
    // Below it: back to the first state (named by its id).
    feed.sink!.message('plant/valve/flow', JSON.stringify({ value: 2 }));
    await frame();
    expect(animation.stateRuntime(valve.id)?.stateId).toBe(closed.stateId);
    feed.sink!.message('plant/valve/flow', JSON.stringify({ value: 30 }));
    await frame();
    expect(animation.stateRuntime(valve.id)?.stateId).toBe(open.stateId);
    // Live data off: the saved state again.
    t.live.setEnabled(false);
    await frame();
    expect(animation.stateRuntime(valve.id)?.stateId).toBe(closed.stateId);
    expect(states().currState).toBe(closed.stateId);
    t.kernel.dispose();
  });

  it('refuses a source whose origin the scene does not allow', async () => {
    const t = await setUp();
    t.write(withBinding(withDataSource(t.config(), source), binding));
    t.live.setEnabled(true);
    await frame();
    expect(feed.opened).toBe(0);
    expect(t.status()).toMatchObject({ state: 'error', reason: { key: 'liveData.error.origin', values: { origin: 'http://127.0.0.1:9001' } } });
    t.undo.execute([t.document.setPropPatch(SCENE_ROOT_ID, ALLOWED_ORIGINS_PROP, 'http://127.0.0.1:9001')]);
    await frame();
    expect(feed.opened).toBe(1);
    t.kernel.dispose();
  });
});
