import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { RenderScheduler } from './render-scheduler.js';

describe('RenderScheduler', () => {
  let engine: NullEngine;
  let scene: Scene;
  let camera: ArcRotateCamera;
  let scheduler: RenderScheduler;
  beforeEach(() => {
    engine = new NullEngine();
    scene = new Scene(engine);
    camera = new ArcRotateCamera('camera', 1, 1, 10, Vector3.Zero(), scene);
    camera.inertia = 0.9;
    scheduler = new RenderScheduler(engine, scene);
  });
  afterEach(() => {
    scheduler.dispose();
    engine.dispose();
  });

  /** Tick until no frame is drawn for a few ticks; the frames drawn. */
  const settle = () => {
    const before = scheduler.frames;
    for (let quiet = 0, i = 0; quiet < 3 && i < 1000; i++) {
      const frames = scheduler.frames;
      scheduler.tick();
      quiet = scheduler.frames === frames ? quiet + 1 : 0;
    }
    return scheduler.frames - before;
  };

  it('draws nothing while nothing changes', () => {
    settle();
    expect(settle()).toBe(0);
    scheduler.invalidate();
    expect(settle()).toBe(1);
  });

  it('keeps drawing while the camera glides after a drag, until it stops', () => {
    settle();
    const alpha = camera.alpha;
    camera.inertialAlphaOffset = 0.05;
    const frames = settle();
    // Every frame of the glide is drawn (0.05 decaying by 0.9 a frame takes dozens of frames to stop), not only the first.
    expect(frames).toBeGreaterThan(10);
    expect(camera.inertialAlphaOffset).toBe(0);
    expect(camera.alpha).not.toBeCloseTo(alpha, 2);
    expect(settle()).toBe(0);
  });

  it('draws until a readiness check passes, within a number of frames', () => {
    settle();
    let checks = 0;
    scheduler.invalidateUntil(() => ++checks >= 3, 10);
    expect(settle()).toBe(3);
    expect(settle()).toBe(0);
    scheduler.invalidateUntil(() => false, 5);
    expect(settle()).toBe(5);
    expect(settle()).toBe(0);
  });

  it('counts the draw calls of the last frame, not of every frame so far', () => {
    // NullEngine draws nothing: each frame reports three draw calls, as a scene of three meshes would.
    scene.onAfterRenderObservable.add(() => engine._reportDrawCall(3));
    for (let i = 0; i < 5; i++) {
      scheduler.invalidate();
      settle();
    }
    expect(scheduler.frames).toBeGreaterThan(4);
    expect(engine._drawCalls.current).toBe(3);
    expect(scheduler.drawCalls).toBe(3);
  });

  it('under a frame-rate cap draws at most once per interval, and a frame asked for too soon comes later', () => {
    let clock = 0;
    const capped = new RenderScheduler(engine, scene, () => clock);
    capped.minFrameInterval = 100;
    /** Tick at 60 a second for `ms`, asking for a frame before each tick when `busy` (as a scene with particles does). */
    const run = (ms: number, busy: boolean) => {
      for (const end = clock + ms; clock < end; clock += 16) {
        if (busy) capped.invalidate();
        capped.tick();
      }
    };
    run(300, false);
    const before = capped.frames;
    run(1000, true);
    expect(capped.frames - before).toBeGreaterThanOrEqual(9);
    expect(capped.frames - before).toBeLessThanOrEqual(11);
    run(300, false);
    // Idle for longer than the interval: a frame asked for is drawn at once.
    const idle = capped.frames;
    capped.invalidate();
    capped.tick();
    expect(capped.frames).toBe(idle + 1);
    // Asked for again at once: not drawn now, but within the interval, and only once.
    capped.invalidate();
    capped.tick();
    expect(capped.frames).toBe(idle + 1);
    run(150, false);
    expect(capped.frames).toBe(idle + 2);
    // Busy (a texture loading) at a capped tick, done before the next: the frame the busy tick wanted is still drawn.
    run(300, false);
    const loaded = capped.frames;
    const texture = {};
    scene.addPendingData(texture);
    capped.tick();
    expect(capped.frames).toBe(loaded + 1);
    clock += 16;
    capped.tick();
    expect(capped.frames).toBe(loaded + 1);
    scene.removePendingData(texture);
    run(150, false);
    expect(capped.frames).toBe(loaded + 2);
    capped.dispose();
  });
});
