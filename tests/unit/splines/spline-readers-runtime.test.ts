// What reads a spline group, in the scene runtime on Babylon's NullEngine: a Spline geometry mesh follows its spline
// node, a particle system's Spline emitter gets the polylines in the system's space, a spline camera runs along it.
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { DEFAULT_SPLINE, SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, splineToJson, UndoService } from '../../../sdk/index.js';
import type { JsonValue, SceneNodeData } from '../../../sdk/index.js';
import { createEditorKernel } from '../../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../../core/runtime/runtime-module.js';
import nodeScene from '../../../plugins/node-scene/index.js';
import nodeMesh from '../../../plugins/node-mesh/index.js';
import nodeSpline from '../../../plugins/node-spline/index.js';
import nodeSplineCamera from '../../../plugins/node-spline-camera/index.js';
import nodeParticleSystem from '../../../plugins/node-particle-system/index.js';
import geometrySpline from '../../../plugins/geometry-spline/index.js';
import particleEmitterSpline from '../../../plugins/particle-emitter-spline/index.js';
import type { ParticleSystemObject } from '../../../plugins/node-particle-system/particle-runtime.js';

async function setup() {
  const kernel = await createEditorKernel([sceneServiceModule, runtimeModule],
    [nodeScene, nodeMesh, nodeSpline, nodeSplineCamera, nodeParticleSystem, geometrySpline, particleEmitterSpline]);
  const document = kernel.services.get(SceneDocumentService);
  const undo = kernel.services.get(UndoService);
  const scene = new Scene(new NullEngine());
  const runtime = kernel.services.get(SceneRuntimeService).start(scene);
  let index = 0;
  const add = (id: string, type: string, props: SceneNodeData['props']) =>
    undo.execute([document.insertPatch([{ id, type, parent: SCENE_ROOT_ID, name: id, props, children: [] }], { parent: SCENE_ROOT_ID, index: index++ })]);
  const set = (id: string, key: string, value: JsonValue) => undo.execute([document.setPropPatch(id, key, value)]);
  return { scene, runtime, add, set };
}

const circle = (tessellation: number) => [splineToJson({ ...DEFAULT_SPLINE, id: 'c', name: 'c', type: 'circle', tessellation })] as unknown as JsonValue;

describe('spline group readers in the runtime', () => {
  it('a Spline geometry mesh shows its spline node\'s lines and builds again when the node changes', async () => {
    const { runtime, add, set } = await setup();
    add('spline', 'SplineNode', { splines: circle(6) });
    add('mesh', 'Mesh', { geometry: { className: 'Spline', params: { splineGroup: 'spline' } } });
    const mesh = () => runtime.objectOf('mesh')!.node as Mesh;
    expect(mesh().getTotalVertices()).toBe(6);
    set('spline', 'splines', circle(10));
    expect(mesh().getTotalVertices()).toBe(10);
    // Moving the spline node does not move the lines (they are in its local space).
    set('spline', 'position', { x: 5, y: 0, z: 0 });
    expect(mesh().getTotalVertices()).toBe(10);
    // Without a group the builder's own circle is back.
    set('mesh', 'geometry', { className: 'Spline', params: {} });
    expect(mesh().getTotalVertices()).toBe(6);
    set('spline', 'splines', circle(20));
    expect(mesh().getTotalVertices()).toBe(6);
    // A group that names no spline node draws nothing, without failing; the node arriving later is followed.
    set('mesh', 'geometry', { className: 'Spline', params: { splineGroup: 'later' } });
    expect(mesh().getTotalVertices()).toBe(0);
    add('later', 'SplineNode', { splines: circle(8) });
    expect(mesh().getTotalVertices()).toBe(8);
  });

  it('a Spline emitter places particles on the spline node\'s circle in the system\'s space', async () => {
    const { runtime, add } = await setup();
    add('spline', 'SplineNode', { splines: circle(6), position: { x: 0, y: 3, z: 0 } });
    add('ps', 'ParticleSystem', {
      position: { x: 1, y: 0, z: 0 },
      stages: [{ id: 'e', kind: 'SplineEmitter', enabled: true, splineGroup: 'spline', params: { rate: 600, speed: 0 } }],
    });
    const sim = (runtime.objectOf('ps') as unknown as ParticleSystemObject).particles;
    for (let i = 0; i < 30; i++) sim.step(1 / 60);
    const b = sim.buffer;
    expect(b.count).toBeGreaterThan(100);
    for (let i = 0; i < b.count; i++) {
      // The node's circle (radius 4 at y 3, a hexagon) seen from a system at x = 1.
      const x = b.fields.position[i * 3]! + 1, y = b.fields.position[i * 3 + 1]!, z = b.fields.position[i * 3 + 2]!;
      expect(y).toBeCloseTo(3);
      expect(Math.hypot(x, z)).toBeGreaterThan(4 * Math.cos(Math.PI / 6) - 1e-4);
      expect(Math.hypot(x, z)).toBeLessThan(4 + 1e-4);
    }
  });

  it('a spline camera sits on its spline and moves along it as frames pass', async () => {
    const { runtime, add, set, scene } = await setup();
    add('spline', 'SplineNode', { splines: circle(6), position: { x: 0, y: 2, z: 0 } });
    add('cam', 'SplineCamera', { splineGroup: 'spline', speed: 4, look: 'target', target: { x: 0, y: 0, z: 0 } });
    const camera = runtime.objectOf('cam')!.node as TargetCamera;
    expect(camera.getClassName()).toBe('TargetCamera');
    // (Babylon nudges a camera's z by 0.001 when it aims at a point of the same z.)
    expect(camera.position.x).toBeCloseTo(4);
    expect(camera.position.y).toBeCloseTo(2);
    expect(camera.position.z).toBeCloseTo(0, 2);
    expect(camera.getTarget().asArray()).toEqual([0, 0, 0]);
    const before = camera.position.clone();
    scene.activeCamera = camera;
    for (let i = 0; i < 10; i++) scene.render();
    // NullEngine frames take some time; wherever it is, it is on the hexagon at the node's height.
    expect(camera.position.y).toBeCloseTo(2);
    expect(Math.hypot(camera.position.x, camera.position.z)).toBeLessThanOrEqual(4 + 1e-6);
    set('cam', 'startOffset', 4);
    // A new start offset restarts the run: one side (4 long) further on, at the next corner.
    const corner = camera.position;
    expect(corner.x).toBeCloseTo(2);
    expect(corner.z).toBeCloseTo(4 * Math.sin(Math.PI / 3));
    expect(corner.equalsWithEpsilon(before, 1e-3)).toBe(false);
  });
});
