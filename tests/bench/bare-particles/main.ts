// The bare reference of the particle benchmark: Babylon.js's own ParticleSystem (CPU) or GPUParticleSystem (simulated in
// shaders, when the device supports it) with the same particle count, rate, life, box emitter, colours and canvas size as
// the designer's particle system. No editor code is imported.
import { Engine } from '@babylonjs/core/Engines/engine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { ParticleSystem } from '@babylonjs/core/Particles/particleSystem.js';
import { GPUParticleSystem } from '@babylonjs/core/Particles/gpuParticleSystem.js';
import { BoxParticleEmitter } from '@babylonjs/core/Particles/EmitterTypes/boxParticleEmitter.js';
import { DynamicTexture } from '@babylonjs/core/Materials/Textures/dynamicTexture.js';
import { Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import '@babylonjs/core/Particles/particleSystemComponent.js';
import '@babylonjs/core/Particles/webgl2ParticleSystem.js';

/** What the bench asks for. */
export interface BareParticleSpec {
  readonly width: number;
  readonly height: number;
  readonly capacity: number;
  readonly rate: number;
  readonly life: number;
  readonly size: number;
  /** 'gpu': Babylon's GPUParticleSystem (refused when the device does not support it). */
  readonly kind?: 'cpu' | 'gpu';
}

function start(spec: BareParticleSpec): { frames(): number; count(): number } {
  const canvas = document.getElementById('canvas') as HTMLCanvasElement;
  canvas.style.width = `${spec.width}px`;
  canvas.style.height = `${spec.height}px`;
  const engine = new Engine(canvas, true, { preserveDrawingBuffer: true, stencil: true }, true);
  const scene = new Scene(engine);
  scene.clearColor = new Color4(0.13, 0.13, 0.13, 1);
  const camera = new ArcRotateCamera('camera', -Math.PI / 2, Math.PI / 2.6, 12, Vector3.Zero(), scene);
  camera.attachControl(canvas);
  const dot = new DynamicTexture('dot', 64, scene, false);
  const g = dot.getContext();
  const gradient = g.createRadialGradient(32, 32, 0, 32, 32, 32);
  gradient.addColorStop(0, 'rgba(255,255,255,1)');
  gradient.addColorStop(1, 'rgba(255,255,255,0)');
  g.fillStyle = gradient;
  g.fillRect(0, 0, 64, 64);
  dot.hasAlpha = true;
  dot.update();
  if (spec.kind === 'gpu' && !GPUParticleSystem.IsSupported) throw new Error('GPU particles are not supported on this device');
  const system = spec.kind === 'gpu' ? new GPUParticleSystem('particles', { capacity: spec.capacity }, scene) : new ParticleSystem('particles', spec.capacity, scene);
  if (system instanceof GPUParticleSystem) system.activeParticleCount = spec.capacity;
  system.particleTexture = dot;
  system.particleEmitterType = new BoxParticleEmitter();
  system.emitter = Vector3.Zero();
  system.minEmitBox = new Vector3(-0.5, -0.5, -0.5);
  system.maxEmitBox = new Vector3(0.5, 0.5, 0.5);
  system.emitRate = spec.rate;
  system.minLifeTime = system.maxLifeTime = spec.life;
  system.minSize = system.maxSize = spec.size;
  system.minEmitPower = system.maxEmitPower = 1;
  system.color1 = system.color2 = new Color4(0, 1, 0, 1);
  system.colorDead = new Color4(1, 0.3, 0, 1);
  system.gravity = new Vector3(0, -9.81, 0);
  system.updateSpeed = 1 / 60;
  system.blendMode = ParticleSystem.BLENDMODE_STANDARD;
  system.start();
  let frames = 0;
  scene.onAfterRenderObservable.add(() => frames++);
  engine.runRenderLoop(() => scene.render());
  return { frames: () => frames, count: () => system.getActiveCount() };
}

(window as unknown as { startBare: typeof start; bare?: ReturnType<typeof start> }).startBare = (spec) => {
  const bare = start(spec);
  (window as unknown as { bare: typeof bare }).bare = bare;
  return bare;
};
