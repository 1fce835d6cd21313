// The bare reference of the published viewer's first frame (tests/bench/publish.bench.ts): nothing but Babylon.js and
// its glTF loader, loading /scene.glb (the demo scene exported as GLB: meshes, materials, sun and lamp) with the engine
// options of the player, the scene-level parts glTF has no word for (the orbit camera, the sky light, the clear colour)
// from the page's hash, and drawing it every frame. `window.bareFirstFrameAt` is the time of the first frame drawn.
import { Engine } from '@babylonjs/core/Engines/engine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { AppendSceneAsync, SceneLoader } from '@babylonjs/core/Loading/sceneLoader.js';
import { registerBuiltInLoaders } from '@babylonjs/loaders/dynamic.js';
import type { BareGlbSpec } from './spec.js';

declare global {
  interface Window {
    bareFirstFrameAt?: number;
    /** The first frame drawn with the scene ready when it began (every material compiled, every texture loaded). */
    bareReadyFrameAt?: number;
    bareFrames?: number;
    bareError?: string;
  }
}

async function start(): Promise<void> {
  const spec = JSON.parse(decodeURIComponent(location.hash.slice(1))) as BareGlbSpec;
  registerBuiltInLoaders();
  // No loading screen: the viewer shows none over its canvas either.
  SceneLoader.ShowLoadingScreen = false;
  const canvas = document.getElementById('canvas') as HTMLCanvasElement;
  const engine = new Engine(canvas, true, { preserveDrawingBuffer: true, stencil: true }, true);
  const scene = new Scene(engine);
  scene.clearColor = new Color4(...spec.clearColor);
  const c = spec.camera;
  const camera = new ArcRotateCamera('camera', c.alpha, c.beta, c.radius, new Vector3(...c.target), scene);
  camera.fov = c.fov;
  camera.attachControl(true);
  const sky = new HemisphericLight('sky', new Vector3(...spec.sky.direction), scene);
  sky.intensity = spec.sky.intensity;
  await AppendSceneAsync('/scene.glb', scene);
  scene.activeCamera = camera;
  let frames = 0;
  let readyAtStart = false;
  scene.onBeforeRenderObservable.add(() => {
    if (window.bareReadyFrameAt === undefined) readyAtStart = scene.isReady(true);
  });
  engine.runRenderLoop(() => {
    scene.render();
    window.bareFrames = ++frames;
    const now = performance.now();
    window.bareFirstFrameAt ??= now;
    if (readyAtStart) window.bareReadyFrameAt ??= now;
  });
  new ResizeObserver(() => engine.resize()).observe(canvas);
}

start().catch((error: unknown) => {
  window.bareError = error instanceof Error ? error.message : String(error);
});
