import { describe, expect, it } from 'vitest';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Scene } from '@babylonjs/core/scene.js';
import { CameraDirector } from './camera-flight.js';

function stage() {
  const scene = new Scene(new NullEngine());
  const a = new ArcRotateCamera('A', 0, Math.PI / 3, 10, Vector3.Zero(), scene);
  const b = new ArcRotateCamera('B', Math.PI, Math.PI / 3, 10, new Vector3(4, 0, 0), scene, false);
  scene.activeCamera = a;
  let now = 0;
  const director = new CameraDirector(scene, [a, b], () => now);
  return { scene, a, b, director, at: (ms: number) => { now = ms; scene.render(); } };
}

describe('the presenter camera flight', () => {
  it('moves smoothly from the active camera to the next, then makes it the active camera', () => {
    const { scene, a, b, director, at } = stage();
    a.getViewMatrix(true);
    const start = a.globalPosition.clone();
    let arrived = 0;
    director.fly(b, 1000, () => arrived++);
    expect(scene.activeCamera?.name).toBe('presenter.flight');
    at(0);
    expect(Vector3.Distance(scene.activeCamera!.position, start)).toBeLessThan(0.01);
    at(500);
    const flight = scene.activeCamera!;
    b.getViewMatrix(true);
    const end = b.globalPosition.clone();
    const halfway = Vector3.Lerp(start, end, 0.5);
    expect(Vector3.Distance(flight.position, halfway)).toBeLessThan(0.01); // smoothstep at 0.5 is 0.5
    expect(director.flying).toBe(true);
    expect(arrived).toBe(0);
    at(1000);
    expect(arrived).toBe(1);
    expect(scene.activeCamera).toBe(b);
    expect(director.flying).toBe(false);
  });

  it('goes at once with no time, and drops the cameras\u2019 keyboard input (the arrow keys step the views)', () => {
    const { scene, a, b, director } = stage();
    expect(a.inputs.attached.keyboard).toBeUndefined();
    expect(b.inputs.attached.keyboard).toBeUndefined();
    let arrived = false;
    director.fly(b, 0, () => (arrived = true));
    expect(arrived).toBe(true);
    expect(scene.activeCamera).toBe(b);
  });

  it('a new flight starts from where the current one has got to', () => {
    const { scene, a, b, director, at } = stage();
    director.fly(b, 1000, () => undefined);
    at(0);
    at(300);
    const midway = scene.activeCamera!.position.clone();
    let back = false;
    director.fly(a, 1000, () => (back = true));
    at(300);
    expect(Vector3.Distance(scene.activeCamera!.position, midway)).toBeLessThan(0.01);
    at(1300);
    expect(back).toBe(true);
    expect(scene.activeCamera).toBe(a);
  });
});
