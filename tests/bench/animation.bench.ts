// Animation figures (issue 14): per-frame cost of playing 1,000 animated properties and 1,000 movers into the engine
// (the player's work each frame: advance, evaluate, write into 1,000 real Babylon TransformNodes of a NullEngine scene,
// through the same FrameWriter the viewport's player uses), and the cost of one scrub (seek and evaluate) over 10,000
// keys. Node, no browser: rendering is not in these figures. BENCH_PROFILE=1 writes a CPU profile of the frames
// (/tmp/animation-frames.cpuprofile) and prints the top self-time functions.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { of } from 'rxjs';
import { CompiledAnimation, SCENE_ROOT_ID } from '../../sdk/index.js';
import type { JsonValue, MoverData, RuntimeContext, RuntimeObject, SceneNodeData, SceneRuntimeHandle } from '../../sdk/index.js';
import { AnimationServiceImpl } from '../../plugins/animation/animation-service.js';
import { SceneDocumentServiceImpl } from '../../core/services/scene/scene-document-service.js';
import { createTranslator } from '../../core/services/scene/translator.js';
import { UndoServiceImpl } from '../../core/services/scene/undo-service.js';
import { FrameWriter } from '../../plugins/animation-player/frame-writer.js';
import { transformType } from '../../plugins/node-transform/adapter.js';

const NODES = 1000;
const KEYS_PER_TRACK = 10;
const FRAMES = 600;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

interface ProfileNode { callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number }

export default async function animationBench(): Promise<void> {
  const doc = new SceneDocumentServiceImpl();
  const nodes: SceneNodeData[] = [];
  for (let i = 0; i < NODES; i++) {
    nodes.push({ id: `n${i}`, type: 'TransformNode', parent: SCENE_ROOT_ID, name: `n${i}`, props: { position: { x: i, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 } }, children: [] });
  }
  doc.apply(nodes.map((n, i) => doc.insertPatch([n], { parent: SCENE_ROOT_ID, index: i })), 'load');
  const undo = new UndoServiceImpl(doc);
  const service = new AnimationServiceImpl(doc, undo, () => undefined, createTranslator(() => undefined));
  const animation = service.createAnimation('bench');
  service.updateAnimation(animation.id, { duration: 10, loop: true });
  // 1,000 tracks × 10 keys written as one section edit (the service's own edits would be 10,000 undo steps).
  const tracks = nodes.map((n) => ({
    nodeId: n.id, property: 'position',
    keys: Array.from({ length: KEYS_PER_TRACK }, (_, k) => ({ id: `${n.id}-k${k}`, time: k, value: { x: k, y: k * 0.5, z: -k } as JsonValue })),
  }));
  const section = doc.section('animations').map((a) => ({ ...(a as Record<string, JsonValue>), tracks: tracks as unknown as JsonValue }));
  undo.execute([doc.setSectionPatch('animations', section)]);
  const movers: { nodeId: string; mover: MoverData }[] = nodes.map((n, i) => ({ nodeId: n.id, mover: { property: 'rotation.y', enable: true, min: 0, max: 6.28, duration: 1 + (i % 7), swing: i % 2 === 0, easing: 'easeInOutSine' } }));

  // The engine side: the transform node type's real adapter on a NullEngine scene.
  const scene = new Scene(new NullEngine());
  const ctx: RuntimeContext = {
    scene, node: (id) => doc.get(id), objectOf: () => undefined, geometryBuilder: () => undefined, loadAsset: () => Promise.reject(new Error('none')),
    assetUrl: (n) => n, assetRootUrl: () => '', resolveUrl: (r) => r, onDidApply: of(), track: (w) => w, reportError: () => {},
    material: () => undefined, tintedMaterial: () => undefined, onDidChangeMaterial: of(),
  };
  const objects = new Map<string, RuntimeObject>(nodes.map((n) => [n.id, transformType.adapter.create(n, ctx)]));
  const runtime = { objectOf: (id: string) => objects.get(id) } as unknown as SceneRuntimeHandle;
  const writer = new FrameWriter(doc);

  const compiles: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    new CompiledAnimation(service.currentAnimation!);
    compiles.push(performance.now() - started);
  }
  const profile = process.env.BENCH_PROFILE === '1';
  const session = profile ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const node0 = objects.get('n0')!.node as unknown as { position: { y: number }; rotation: { y: number } };
  let shown = '';
  service.play();
  const frame: number[] = [];
  let clock = 0;
  for (let f = 0; f < FRAMES; f++) {
    const started = performance.now();
    service.advance(1 / 60);
    clock += 1 / 60;
    writer.write(runtime, service.sample(), movers, clock);
    frame.push(performance.now() - started);
    if (f === FRAMES / 2 - 1) shown = `at ${service.time.toFixed(2)} s the engine shows n0 at y ${node0.position.y.toFixed(3)} (keys say ${(service.time * 0.5).toFixed(3)}), rotation.y ${node0.rotation.y.toFixed(3)}`;
  }
  if (session) {
    const { profile: cpu } = (await session.post('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[] } };
    writeFileSync('/tmp/animation-frames.cpuprofile', JSON.stringify(cpu));
    const self = new Map<string, number>();
    for (const n of cpu.nodes) {
      const key = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + n.hitCount);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    for (const [key, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${((hits / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
    session.disconnect();
  }
  service.stop();
  writer.write(runtime, service.sample(), [], clock);

  // The same frames without direct setters: every value through `update` with a copy of the node (the path before the
  // setters, and still the path of properties that have none).
  const viaUpdate = new Map([...objects].map(([id, o]) => [id, { node: o.node, update: o.update.bind(o), dispose: () => undefined } as RuntimeObject]));
  const runtimeViaUpdate = { objectOf: (id: string) => viaUpdate.get(id) } as unknown as SceneRuntimeHandle;
  const slowWriter = new FrameWriter(doc);
  const slow: number[] = [];
  service.play();
  for (let f = 0; f < 120; f++) {
    const started = performance.now();
    service.advance(1 / 60);
    clock += 1 / 60;
    slowWriter.write(runtimeViaUpdate, service.sample(), movers, clock);
    slow.push(performance.now() - started);
  }
  service.stop();
  slowWriter.write(runtimeViaUpdate, service.sample(), [], clock);
  const scrub: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    service.seek((i * 0.05) % 10);
    service.values();
    scrub.push(performance.now() - started);
  }
  console.log(`frame (1,000 animated properties + 1,000 movers → 1,000 engine transform nodes): median ${median(frame).toFixed(3)} ms, p95 ${p95(frame).toFixed(3)} ms, max ${Math.max(...frame).toFixed(1)} ms (first frame compiles and binds: ${frame[0].toFixed(1)} ms; a compile of the 10,000 keys: median ${median(compiles).toFixed(1)} ms) over ${FRAMES} frames (target < 2 ms); ${shown}; after stop y ${node0.position.y}`);
  console.log(`the same through update() with node copies (no setters): median ${median(slow).toFixed(3)} ms over ${slow.length} frames`);
  console.log(`scrub (seek + evaluate, 10,000 keys): median ${median(scrub).toFixed(3)} ms over ${scrub.length} seeks`);
  scene.getEngine().dispose();
}
