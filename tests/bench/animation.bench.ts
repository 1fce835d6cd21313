// Animation figures (issue 14): per-frame cost of evaluating 1,000 animated properties and 1,000 movers into runtime
// overrides (the player's work each frame, engine updates replaced by a counter), and the cost of one scrub (seek and
// evaluate) over 10,000 keys. Node, no browser: the engine's own update cost is not in these figures.
import { moverValue, SCENE_ROOT_ID } from '../../sdk/index.js';
import type { JsonValue, MoverData, SceneNodeData, SceneRuntimeHandle } from '../../sdk/index.js';
import { AnimationServiceImpl } from '../../core/services/animation/animation-service.js';
import { SceneDocumentServiceImpl } from '../../core/services/scene/scene-document-service.js';
import { createTranslator } from '../../core/services/scene/translator.js';
import { UndoServiceImpl } from '../../core/services/scene/undo-service.js';
import { RuntimeOverrides, type Override } from '../../plugins/animation-player/runtime-overrides.js';

const NODES = 1000;
const KEYS_PER_TRACK = 10;
const FRAMES = 600;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export default async function animationBench(): Promise<void> {
  const doc = new SceneDocumentServiceImpl();
  const nodes: SceneNodeData[] = [];
  for (let i = 0; i < NODES; i++) {
    nodes.push({ id: `n${i}`, type: 'Mesh', parent: SCENE_ROOT_ID, name: `n${i}`, props: { position: { x: i, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 } }, children: [] });
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

  let updates = 0;
  const objects = new Map(nodes.map((n) => [n.id, { update: () => { updates++; }, dispose: () => undefined }]));
  const runtime = { objectOf: (id: string) => objects.get(id) } as unknown as SceneRuntimeHandle;
  const overrides = new RuntimeOverrides(doc);

  service.play();
  const frame: number[] = [];
  let clock = 0;
  for (let f = 0; f < FRAMES; f++) {
    const started = performance.now();
    service.advance(1 / 60);
    clock += 1 / 60;
    const list: Override[] = [];
    for (const { nodeId, mover } of movers) {
      const value = moverValue(mover, clock);
      if (value !== undefined) list.push({ nodeId, property: mover.property, value });
    }
    list.push(...service.values());
    overrides.apply(runtime, list);
    frame.push(performance.now() - started);
  }
  service.stop();
  const scrub: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    service.seek((i * 0.05) % 10);
    service.values();
    scrub.push(performance.now() - started);
  }
  console.log(`frame (1,000 animated properties + 1,000 movers → runtime overrides): median ${median(frame).toFixed(2)} ms, p95 ${[...frame].sort((a, b) => a - b)[Math.floor(FRAMES * 0.95)].toFixed(2)} ms over ${FRAMES} frames (target < 2 ms); ${updates} object updates`);
  console.log(`scrub (seek + evaluate, 10,000 keys): median ${median(scrub).toFixed(3)} ms over ${scrub.length} seeks`);
}
