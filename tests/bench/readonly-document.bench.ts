// What a read-only document costs on a 100,000-node scene, two ways: deep-frozen nodes (frozen once when loaded, then
// only the new objects of each write: structural sharing) against read-only proxies (nothing on load or write, a proxy
// per object read). Figures: loading, one property write, and a full read of every node's position.
import { deepFreeze } from '../../core/services/scene/deep-freeze.js';
import { SceneDocumentServiceImpl } from '../../core/services/scene/scene-document-service.js';
import type { SceneDocumentData, SceneNodeData } from '../../sdk/index.js';

const NODES = 100_000;
const ROUNDS = 3;

/** 1,000 groups of 99 meshes under the root, each mesh with a transform, a colour and a geometry value. */
function content(count: number): string {
  const nodes: Record<string, SceneNodeData> = {};
  const groups: string[] = [];
  let made = 0;
  for (let g = 0; made < count; g++) {
    const group = `g${g}`;
    const children: string[] = [];
    groups.push(group);
    made++;
    for (let i = 0; i < 99 && made < count; i++, made++) {
      const id = `n${made}`;
      children.push(id);
      nodes[id] = {
        id, type: 'Mesh', parent: group, name: `Node ${made}`, children: [],
        props: { position: { x: i, y: g, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scaling: { x: 1, y: 1, z: 1 }, color: { r: 1, g: 0.5, b: 0 }, geometry: { className: 'Box', params: { width: 1, height: 1, depth: 1 } }, visible: true },
      };
    }
    nodes[group] = { id: group, type: 'TransformNode', parent: 'scene', name: `Group ${g}`, props: {}, children };
  }
  nodes.scene = { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: {}, children: groups };
  const data: SceneDocumentData = { format: 'scene-document', version: 1, nodes, exposed: [], animations: [], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [] };
  return JSON.stringify(data);
}

/** A read-only proxy of a value, made when read and kept per object (the alternative measured). */
const proxies = new WeakMap<object, object>();
const readonlyHandler: ProxyHandler<object> = {
  get(target, key) {
    const value = Reflect.get(target, key) as unknown;
    return typeof value === 'object' && value !== null ? readonlyProxy(value) : value;
  },
  set() {
    throw new TypeError('The scene document is read-only');
  },
  deleteProperty() {
    throw new TypeError('The scene document is read-only');
  },
  defineProperty() {
    throw new TypeError('The scene document is read-only');
  },
};
function readonlyProxy<T extends object>(value: T): T {
  let proxy = proxies.get(value);
  if (!proxy) proxies.set(value, (proxy = new Proxy(value, readonlyHandler)));
  return proxy as T;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(work: () => void): number {
  const t0 = performance.now();
  work();
  return performance.now() - t0;
}

/** Read every node's position as a runtime or a panel would, through `read`. */
function readAll(ids: readonly string[], get: (id: string) => SceneNodeData | undefined, read: (node: SceneNodeData) => SceneNodeData): number {
  let sum = 0;
  for (const id of ids) {
    const position = read(get(id)!).props.position as { x: number } | undefined;
    if (position) sum += position.x;
  }
  return sum;
}

export default async function readonlyDocumentBench(): Promise<void> {
  const text = content(NODES);
  const parse: number[] = [];
  const freeze: number[] = [];
  const load: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let parsed: SceneDocumentData | undefined;
    parse.push(time(() => void (parsed = JSON.parse(text) as SceneDocumentData)));
    freeze.push(time(() => void deepFreeze(parsed!.nodes)));
    const doc = new SceneDocumentServiceImpl();
    load.push(time(() => doc.load(text)));
  }
  const doc = new SceneDocumentServiceImpl();
  doc.load(text);
  const writes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const id = `n${1 + (i * 499) % (NODES - 1100)}`;
    if (!doc.get(id)) continue;
    writes.push(time(() => doc.apply([doc.setPropPatch(id, 'position', { x: i, y: 1, z: 2 })], 'edit')));
  }
  const frozenReads: number[] = [];
  const proxyReads: number[] = [];
  // A proxy cannot stand for a frozen object (it must hand out the frozen values themselves): the proxies wrap an
  // unfrozen copy, as they would if the document were not frozen.
  const ids = doc.ids();
  const plain = new Map(Object.entries((JSON.parse(text) as SceneDocumentData).nodes));
  for (let round = 0; round < ROUNDS; round++) {
    frozenReads.push(time(() => readAll(ids, (id) => doc.get(id), (node) => node)));
    proxyReads.push(time(() => readAll(ids, (id) => plain.get(id), (node) => readonlyProxy(node))));
  }
  const nodes = doc.size;
  console.log(`read-only document, ${nodes} nodes (${(text.length / 1e6).toFixed(1)} MB), medians of ${ROUNDS} rounds:`);
  console.log(`  deep freeze on load: ${median(freeze).toFixed(0)} ms (JSON.parse alone ${median(parse).toFixed(0)} ms; load with freeze ${median(load).toFixed(0)} ms)`);
  console.log(`  one setProp write, frozen on write: median ${median(writes).toFixed(3)} ms, worst ${Math.max(...writes).toFixed(3)} ms (${writes.length} writes)`);
  console.log(`  reading every node's position: frozen ${median(frozenReads).toFixed(1)} ms, through read-only proxies ${median(proxyReads).toFixed(1)} ms (first round, making the proxies: ${proxyReads[0].toFixed(1)} ms)`);
}
