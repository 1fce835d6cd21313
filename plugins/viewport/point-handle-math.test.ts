import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { FreeCamera } from '@babylonjs/core/Cameras/freeCamera.js';
import { Camera } from '@babylonjs/core/Cameras/camera.js';
import { Matrix, Quaternion, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { handleScale, localPoint } from './point-handle-math.js';

describe('point handle math', () => {
  it('takes a world point into a moved, turned and scaled node\'s local space', () => {
    const world = Matrix.Compose(new Vector3(2, 2, 2), Quaternion.RotationAxis(Vector3.Up(), Math.PI / 2), new Vector3(10, 0, 0));
    const local = { x: 1, y: 0.5, z: -1 };
    const worldPoint = Vector3.TransformCoordinates(new Vector3(local.x, local.y, local.z), world);
    expect(localPoint(worldPoint, world)).toEqual(local);
  });

  it('sizes a handle by distance and field of view, or by the orthographic frustum', () => {
    const scene = new Scene(new NullEngine());
    const camera = new FreeCamera('c', new Vector3(0, 0, -10), scene);
    camera.fov = Math.PI / 2;
    camera.computeWorldMatrix();
    // At distance 10 with a 90° view the view is 20 units tall: 12 of 600 pixels is 0.4 units.
    expect(handleScale(camera, Vector3.Zero(), 600, 12)).toBeCloseTo(0.4);
    camera.mode = Camera.ORTHOGRAPHIC_CAMERA;
    camera.orthoTop = 5;
    camera.orthoBottom = -5;
    expect(handleScale(camera, Vector3.Zero(), 600, 12)).toBeCloseTo(0.2);
    scene.dispose();
  });
});
