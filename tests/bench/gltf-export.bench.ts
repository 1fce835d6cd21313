// glTF export of a 10,000-node scene (issue 35: under 2 s), in Node on Babylon's NullEngine with the real runtime and
// plugins: the writer alone over a built scene (what File › Export glTF… does with the viewport's scene; wall and CPU
// time), the whole Node call the CLI makes (kernel, building the scene, writing; wall), and the installed
// `scene-designer export` in its own process (node's start, loading the command, reading the .kzs, all of the above),
// with the machine's load.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { MaterialTypes, SceneRuntimeService } from '../../sdk/index.js';
import type { SceneDocumentData } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { SceneDocumentWriter } from '../../core/services/scene/scene-document-writer.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import { writeSceneGltf } from '../../plugins/export-gltf/export-scene.js';
import { exportSceneToGltf } from '../../host/node/export-gltf.js';
import { enginePlugins } from '../../host/node/engine-plugins.js';
import { writeKzs } from '../../host/server/modules/archive/kzs-writer.js';
import { sceneContent } from './support/bench-scenes.js';

const BIN = resolve(import.meta.dirname, '../../node_modules/.bin/scene-designer');

const NODES = 10_000;
const ROUNDS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const figures = (values: number[]) => `least ${Math.min(...values).toFixed(0)} ms, median ${median(values).toFixed(0)} ms (rounds ${values.map((v) => v.toFixed(0)).join(' / ')})`;

export default async function gltfExportBench(): Promise<void> {
  const content = sceneContent(NODES, 'Mesh');
  const document = JSON.parse(content) as SceneDocumentData;
  const writer: number[] = [];
  const writerCpu: number[] = [];
  const whole: number[] = [];
  let size = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [...enginePlugins]);
    const engine = new NullEngine();
    const scene = new Scene(engine);
    const runtime = kernel.services.get(SceneRuntimeService).start(scene);
    kernel.services.get(SceneDocumentWriter).load(content);
    await runtime.whenIdle();
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const { glb } = await writeSceneGltf({ document, runtime, materialTypes: kernel.registry.list(MaterialTypes).current }, { format: 'glb' });
    writer.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    writerCpu.push((used.user + used.system) / 1000);
    size = glb!.byteLength;
    runtime.dispose();
    scene.dispose();
    engine.dispose();
    kernel.dispose();
    const t1 = performance.now();
    await exportSceneToGltf({ document }, { format: 'glb' });
    whole.push(performance.now() - t1);
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-gltf-export-'));
  const command: number[] = [];
  const commandCpu: number[] = [];
  try {
    const archive = join(dir, 'scene.kzs');
    writeFileSync(archive, writeKzs({ name: 'Bench', content }));
    for (let round = 0; round < ROUNDS; round++) {
      // GNU time's last stderr line: wall, user and system seconds of the command's process and its children.
      const timed = spawnSync('/usr/bin/time', ['-f', '%e %U %S', BIN, 'export', archive, '--glb', join(dir, 'scene.glb')], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
      if (timed.status !== 0) throw new Error(`scene-designer export failed: ${timed.stderr}`);
      const [wall, user, system] = timed.stderr.trim().split('\n').pop()!.split(' ').map(Number);
      command.push(wall * 1000);
      commandCpu.push((user + system) * 1000);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`export of ${NODES} box nodes to GLB, the writer over the built scene (File › Export glTF…): wall ${figures(writer)}; CPU ${figures(writerCpu)}; ${(size / 1e6).toFixed(2)} MB; load ${load}`);
  console.log(`exportSceneToGltf, the whole Node call (kernel, build on NullEngine, write): ${figures(whole)}; load ${load}`);
  console.log(`scene-designer export of the same scene as a .kzs, its own process (target < 2 s): wall ${figures(command)}; CPU ${figures(commandCpu)}; load ${load}`);
}
