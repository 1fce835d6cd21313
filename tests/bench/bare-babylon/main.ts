// The bare reference of the viewport benchmark: nothing but Babylon.js drawing the scene the designer draws (same
// meshes, shared geometry, materials, camera, light, clear colour and canvas size). No editor code is imported.
import { Engine } from '@babylonjs/core/Engines/engine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { Geometry } from '@babylonjs/core/Meshes/geometry.js';
import { VertexData } from '@babylonjs/core/Meshes/mesh.vertexData.js';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { BareSceneSpec } from './scene-spec.js';

const v3 = (a: readonly [number, number, number]) => new Vector3(a[0], a[1], a[2]);
const c3 = (a: readonly [number, number, number]) => new Color3(a[0], a[1], a[2]);

interface Bare {
  readonly engine: Engine;
  readonly scene: Scene;
  running: boolean;
}

function setup(spec: BareSceneSpec): Bare {
  const canvas = document.getElementById('canvas') as HTMLCanvasElement;
  canvas.style.width = `${spec.canvas.width}px`;
  canvas.style.height = `${spec.canvas.height}px`;
  // The designer's engine options (antialiasing, kept drawing buffer, stencil, device pixel ratio).
  const engine = new Engine(canvas, true, { preserveDrawingBuffer: true, stencil: true }, true);
  engine.setHardwareScalingLevel(spec.canvas.scaling);
  engine.resize();
  const scene = new Scene(engine);
  scene.clearColor = new Color4(...spec.clearColor);
  scene.ambientColor = c3(spec.ambientColor);
  const c = spec.camera;
  const camera = new ArcRotateCamera('camera', c.alpha, c.beta, c.radius, v3(c.target), scene);
  Object.assign(camera, { fov: c.fov, minZ: c.minZ, maxZ: c.maxZ, inertia: c.inertia, angularSensibilityX: c.angularSensibilityX, angularSensibilityY: c.angularSensibilityY });
  camera.attachControl(true);
  const light = new HemisphericLight('light', v3(spec.light.direction), scene);
  light.intensity = spec.light.intensity;
  light.diffuse = c3(spec.light.diffuse);
  light.specular = c3(spec.light.specular);
  light.groundColor = c3(spec.light.groundColor);
  const data = new VertexData();
  Object.assign(data, spec.geometry);
  const geometry = new Geometry('box', scene, data, false);
  const materials = spec.materials.map((m, i) => {
    const material = new StandardMaterial(`material${i}`, scene);
    material.diffuseColor = c3(m.diffuse);
    material.specularColor = c3(m.specular);
    return material;
  });
  spec.meshes.forEach((m, i) => {
    const mesh = new Mesh(`box${i}`, scene);
    geometry.applyToMesh(mesh);
    mesh.position.set(...m.position);
    mesh.material = materials[m.material];
  });
  const bare: Bare = { engine, scene, running: false };
  return bare;
}

declare global {
  interface Window {
    bare?: Bare;
    setupBare(spec: BareSceneSpec): Promise<number>;
    setBareRunning(running: boolean): void;
  }
}

/** Build the scene, render until it is ready; resolves with the number of meshes drawn. */
window.setupBare = async (spec) => {
  const bare = setup(spec);
  window.bare = bare;
  await bare.scene.whenReadyAsync();
  bare.scene.render();
  return bare.scene.getActiveMeshes().length;
};

window.setBareRunning = (running) => {
  const bare = window.bare!;
  if (running === bare.running) return;
  bare.running = running;
  if (running) bare.engine.runRenderLoop(() => bare.scene.render());
  else bare.engine.stopRenderLoop();
};
