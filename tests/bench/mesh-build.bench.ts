// The engine side of opening a 10,000-box scene, in Node on Babylon's NullEngine with the real runtime, mesh adapter
// and box builder (no browser, no rasterisation): CPU time of building every node from the loaded document and of the
// first frame's Babylon work (active meshes, material readiness, draw calls issued to the null engine). Steadier than
// the browser's open figure (viewport.bench.ts) when other work loads the machine; the same scene.
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { SceneRuntimeService } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { SceneDocumentWriter } from '../../core/services/scene/scene-document-writer.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import nodeScene from '../../plugins/node-scene/index.js';
import nodeMesh from '../../plugins/node-mesh/index.js';
import geometryBox from '../../plugins/geometry-box/index.js';
import { sceneContent } from './support/bench-scenes.js';

const MESHES = 10_000;
const ROUNDS = 5;

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export default async function meshBuildBench(): Promise<void> {
  const content = sceneContent(MESHES, 'Mesh');
  const build: number[] = [];
  const frame: number[] = [];
  let counts = '';
  for (let round = 0; round < ROUNDS; round++) {
    const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [nodeScene, nodeMesh, geometryBox]);
    const document = kernel.services.get(SceneDocumentWriter);
    const engine = new NullEngine();
    const scene = new Scene(engine);
    const camera = new ArcRotateCamera('camera', -Math.PI / 2, Math.PI / 3, 120, Vector3.Zero(), scene);
    scene.activeCamera = camera;
    new HemisphericLight('light', new Vector3(0, 1, 0), scene);
    const runtime = kernel.services.get(SceneRuntimeService).start(scene);
    const c0 = process.cpuUsage();
    document.load(content);
    build.push(cpuMs(c0));
    const c1 = process.cpuUsage();
    scene.render();
    frame.push(cpuMs(c1));
    counts = `${scene.meshes.length} Babylon meshes (${scene.meshes.filter((m) => !m.metadata?.nodeId).length} without a node: shared sources), ${scene.getActiveMeshes().length} active`;
    runtime.dispose();
    scene.dispose();
    engine.dispose();
  }
  // The garbage collector lands in some rounds and not others: the least is the steadiest figure.
  const figures = (values: number[]) => `least ${Math.min(...values).toFixed(0)} ms, median ${median(values).toFixed(0)} ms (rounds ${values.map((v) => v.toFixed(0)).join(' / ')})`;
  console.log(`parse and build ${MESHES} box nodes from the saved content (CPU, NullEngine): ${figures(build)}`);
  console.log(`first frame's Babylon work (CPU, NullEngine): ${figures(frame)}; ${counts}`);
}
