// `scene-designer validate` of a 50 MB .kzs (issue 35): the installed bin in its own process, timed and its peak
// resident memory read by /usr/bin/time. The archive: a scene of 30,000 nodes (meshes naming materials and assets,
// groups, lights) and incompressible assets filling it to 50 MB, so every check runs: zip directory, inflating and
// CRC, sha-256 of every asset, the scene JSON, the schema, the props walk and the references.
// Targets: under 3 s, under 300 MB.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeKzs, type KzsAssetInput } from '../../host/server/modules/archive/kzs-writer.js';
import { createEmptySceneDocument } from '../../sdk/scene/empty-document.js';
import type { SceneNodeData } from '../../sdk/scene/document.js';

const BIN = resolve(import.meta.dirname, '../../node_modules/.bin/scene-designer');
const TARGET_BYTES = 50 * 1024 * 1024;
const NODES = 30_000;

export function bigArchive(): Uint8Array {
  const doc = createEmptySceneDocument();
  const nodes: Record<string, SceneNodeData> = { ...doc.nodes };
  const rootChildren: string[] = [];
  const assets: KzsAssetInput[] = [];
  const materials: string[] = [];
  for (let i = 0; i < 200; i++) materials.push(`mat${i}`);
  nodes.materials = { id: 'materials', type: 'MaterialLibrary', parent: 'scene', name: 'Materials', props: {}, children: materials };
  for (const id of materials) nodes[id] = { id, type: 'PBRMaterial', parent: 'materials', name: id, props: { albedoColor: { r: 0.5, g: 0.5, b: 0.5 }, metallic: 0.2, roughness: 0.6 }, children: [] };
  rootChildren.push('materials');
  const assetNames: string[] = [];
  const assetSize = 1024 * 1024;
  for (let i = 0; i < 46; i++) {
    const name = `models/part-${i}.glb`;
    assetNames.push(name);
    assets.push({ name, bytes: randomBytes(assetSize) });
  }
  let made = Object.keys(nodes).length;
  for (let g = 0; made < NODES; g++) {
    const group = `group${g}`;
    const children: string[] = [];
    for (let k = 0; k < 50 && made < NODES - 1; k++) {
      const id = `${group}-mesh${k}`;
      children.push(id);
      nodes[id] = {
        id, type: 'Mesh', parent: group, name: `Mesh ${g}.${k}`, children: [],
        props: {
          position: { x: k, y: g, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scaling: { x: 1, y: 1, z: 1 }, visible: true,
          asset: assetNames[(g + k) % assetNames.length], material: materials[(g * 7 + k) % materials.length], subSets: [],
          userMetadata: { tag: `asset-${g}-${k}`, floor: g % 12, note: 'x'.repeat(64) },
        },
      };
      made++;
    }
    nodes[group] = { id: group, type: 'TransformNode', parent: 'scene', name: `Group ${g}`, props: { position: { x: 0, y: 0, z: g } }, children };
    rootChildren.push(group);
    made++;
  }
  nodes.scene = { ...nodes.scene, children: rootChildren };
  const content = JSON.stringify({ ...doc, nodes });
  const bytes = writeKzs({ name: 'Bench scene', content }, assets);
  if (bytes.length < TARGET_BYTES) {
    assets.push({ name: 'filler.bin', bytes: randomBytes(TARGET_BYTES - bytes.length - 1024) });
    return writeKzs({ name: 'Bench scene', content }, assets);
  }
  return bytes;
}

export default async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cli-validate-'));
  try {
    const file = join(dir, 'big.kzs');
    writeFileSync(file, bigArchive());
    const size = statSync(file).size;
    const rounds: { seconds: number; cpu: number; mb: number }[] = [];
    // Once to check it passes (and to warm tsx's compile cache, as any second run of the command finds it).
    const check = execFileSync(BIN, ['validate', file], { encoding: 'utf8' });
    if (!check.startsWith('OK ')) throw new Error(`validate did not pass the bench archive: ${check.slice(0, 500)}`);
    for (let i = 0; i < 3; i++) {
      const result = execFileSync('sh', ['-c', `/usr/bin/time -f '%e %U %S %M' '${BIN}' validate '${file}' 2>&1 >/dev/null`], { encoding: 'utf8' });
      const [seconds, user, system, kb] = result.trim().split('\n').pop()!.split(' ').map(Number);
      rounds.push({ seconds, cpu: user + system, mb: kb / 1024 });
    }
    const best = rounds.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    const peak = Math.max(...rounds.map((r) => r.mb));
    console.log(`validate of a ${(size / 1024 / 1024).toFixed(1)} MB .kzs (${NODES} nodes, 47 assets), whole process (node start, tsx, commander):`);
    console.log(`  time: best ${best.seconds.toFixed(2)} s of ${rounds.map((r) => r.seconds.toFixed(2)).join(' / ')} s (target < 3 s)`);
    // On a loaded machine the wall time is mostly waiting for a core; the CPU time is what the command itself costs.
    console.log(`  CPU time (user + system): best ${Math.min(...rounds.map((r) => r.cpu)).toFixed(2)} s`);
    console.log(`  peak resident memory: ${peak.toFixed(0)} MB (target < 300 MB)`);
    console.log(`  load average: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    if (best.seconds >= 3 || peak >= 300) console.log('  OVER TARGET');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
