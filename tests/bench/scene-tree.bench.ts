// Scene-tree model figures (Node, no browser): the rows of a 100,000-node document for each keystroke of a search typed
// then erased, and the unfiltered rows after a document change. The browser figure (rows painted) is in viewport.bench.ts.
import { flattenTree } from '../../plugins/scene-tree/tree-model.js';
import { TreeSearch } from '../../plugins/scene-tree/tree-search.js';
import { SceneDocumentServiceImpl } from '../../core/services/scene/scene-document-service.js';
import type { SceneDocumentData, SceneNodeData } from '../../sdk/index.js';

const NODES = 100_000;
const QUERY = 'Node 4242';
const TARGET_MS = 50;

/** A root with 1,000 groups of 99 nodes each (named 'Node i'), so matches have ancestors to keep. */
function document(count: number): SceneDocumentData {
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
      nodes[id] = { id, type: 'TransformNode', parent: group, name: `Node ${made}`, props: {}, children: [] };
    }
    nodes[group] = { id: group, type: 'TransformNode', parent: 'scene', name: `Group ${g}`, props: {}, children };
  }
  nodes.scene = { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: {}, children: groups };
  return { format: 'scene-document', version: 1, nodes, exposed: [], animations: [], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [] };
}

export default async function sceneTreeBench(): Promise<void> {
  const doc = new SceneDocumentServiceImpl(document(NODES));
  const expanded = new Set<string>();
  const times: number[] = [];
  const cpu: number[] = [];
  let matched = 0;
  const keystrokes = [...Array.from({ length: QUERY.length }, (_, i) => QUERY.slice(0, i + 1)), ...Array.from({ length: QUERY.length }, (_, i) => QUERY.slice(0, QUERY.length - 1 - i))];
  for (let round = 0; round < 3; round++) {
    // As the panel does: one index per document version (each round stands for a new version, so it lists again).
    const search = new TreeSearch(doc);
    for (const query of keystrokes) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const rows = flattenTree(doc, expanded, query, search);
      const used = process.cpuUsage(c0);
      times.push(performance.now() - t0);
      cpu.push((used.user + used.system) / 1000);
      if (query === QUERY) matched = rows.length;
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const worst = sorted[sorted.length - 1];
  const cpuMean = cpu.reduce((a, b) => a + b, 0) / cpu.length;
  console.log(`scene-tree rows for a search over ${doc.size - 1} nodes ('${QUERY}' typed then erased, ${times.length} keystrokes in 3 rounds): mean ${mean.toFixed(1)} ms, median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, worst ${worst.toFixed(1)} ms; CPU time mean ${cpuMean.toFixed(1)} ms, worst ${Math.max(...cpu).toFixed(1)} ms (${matched} rows for the full query; target < ${TARGET_MS} ms per keystroke in the page)`);
  const all = new Set(doc.ids());
  const t0 = performance.now();
  const rows = flattenTree(doc, all, '');
  console.log(`scene-tree rows with every node expanded: ${rows.length} rows in ${(performance.now() - t0).toFixed(1)} ms`);
  await Promise.resolve();
}
