// Co-editing model (sdk/coedit, issue 34): the convergence property over 1,000 random sessions (5 to 20 members,
// disconnections and reconnections), and what ordering and rebasing cost on a 10,000-node scene.
import fc from 'fast-check';
import { CoReplica, CoSequencer, SCENE_ROOT_ID, createEmptySceneDocument } from '../../sdk/index.js';
import type { CoOp, NodeId, SceneDocumentData, SceneNodeData } from '../../sdk/index.js';
import { simAction, simulate } from '../support/coedit-sim.js';
import { loadavg } from 'node:os';

function bigDocument(count: number): SceneDocumentData {
  const doc = createEmptySceneDocument();
  const nodes: Record<NodeId, SceneNodeData> = {};
  const groups: NodeId[] = [];
  for (let g = 0; g * 100 < count; g++) {
    const children: NodeId[] = [];
    for (let i = 0; i < 99; i++) {
      const id = `n${g}_${i}`;
      children.push(id);
      nodes[id] = { id, type: 'Mesh', parent: `g${g}`, name: id, props: { position: { x: i, y: g, z: 0 }, color: { r: 1, g: 0.5, b: 0 }, visible: true }, children: [] };
    }
    nodes[`g${g}`] = { id: `g${g}`, type: 'TransformNode', parent: SCENE_ROOT_ID, name: `g${g}`, props: {}, children };
    groups.push(`g${g}`);
  }
  nodes[SCENE_ROOT_ID] = { ...doc.nodes[SCENE_ROOT_ID], children: groups };
  return { ...doc, nodes };
}

export default async function coeditBench(): Promise<void> {
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (figures taken on a shared, loaded machine)`);

  // 1. Convergence, 1,000 runs.
  let runs = 0;
  let entries = 0;
  const started = performance.now();
  fc.assert(
    fc.property(fc.integer({ min: 5, max: 20 }), fc.array(simAction, { minLength: 20, maxLength: 150 }), (members, actions) => {
      const report = simulate(members, actions);
      runs++;
      entries += report.entries;
      if (report.problems.length) throw new Error(report.problems.join('\n'));
    }),
    { numRuns: 1_000 },
  );
  console.log(`convergence: ${runs} runs, ${entries} ordered operations, every replica equal to the server: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // 2. Ordering on a 10,000-node scene: property sets and moves through the sequencer.
  const doc = bigDocument(10_000);
  const server = new CoSequencer(doc);
  const OPS = 10_000;
  const ops: CoOp[] = [];
  for (let i = 0; i < OPS; i++) {
    const g = i % 100;
    ops.push(i % 10 === 9
      ? { op: 'move', id: `n${g}_${i % 99}`, parent: `g${(g + 1) % 100}`, index: 0 }
      : { op: 'set', id: `n${g}_${i % 99}`, key: 'position', value: { x: i, y: 1, z: 2 } });
  }
  const bytes = ops.reduce((sum, op) => sum + JSON.stringify({ clientOp: 1, base: 0, op }).length, 0);
  let t = performance.now();
  ops.forEach((op, i) => server.submit('bench', { clientOp: i + 1, base: server.seq, op }));
  const perOp = (performance.now() - t) / OPS;
  console.log(`server: ${OPS} operations (9 in 10 property sets, 1 in 10 reparents) on ${server.tree.size} nodes: ${(perOp * 1000).toFixed(1)} µs each; ${(bytes / OPS).toFixed(0)} bytes each on the wire as JSON`);

  // 3. A replica with 20 pending local edits receiving 1,000 remote operations (each one rebases the 20).
  const replica = new CoReplica('me', doc, 0);
  for (let i = 0; i < 20; i++) replica.edit({ op: 'set', id: `n0_${i}`, key: 'color', value: { r: 0, g: 0, b: i } });
  t = performance.now();
  for (let i = 0; i < 1_000; i++) replica.receive({ seq: i + 1, client: 'other', clientOp: i + 1, op: ops[i], applied: true });
  console.log(`replica: a remote operation under 20 pending ones (take back, apply, rebase): ${(((performance.now() - t) / 1_000) * 1000).toFixed(1)} µs each`);
}
