import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { Quaternion, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { SelectionTransform } from './selection-transform.js';

describe('SelectionTransform', () => {
  let engine: NullEngine;
  let scene: Scene;
  beforeEach(() => {
    engine = new NullEngine();
    scene = new Scene(engine);
  });
  afterEach(() => engine.dispose());

  const node = (name: string, x: number, y: number, z: number, parent?: TransformNode) => {
    const n = new TransformNode(name, scene);
    n.position.set(x, y, z);
    if (parent) n.parent = parent;
    return n;
  };
  const expectNear = (v: Vector3, x: number, y: number, z: number) => {
    expect(v.x).toBeCloseTo(x, 5);
    expect(v.y).toBeCloseTo(y, 5);
    expect(v.z).toBeCloseTo(z, 5);
  };

  it('attaches to the only node, or to a pivot at the centre of several', () => {
    const group = new SelectionTransform(scene);
    expect(group.anchor).toBeUndefined();
    const a = node('a', -2, 0, 1);
    group.setTargets([{ id: 'a', node: a }]);
    expect(group.anchor).toBe(a);
    expect(group.isGroup).toBe(false);
    const b = node('b', 4, 2, -1);
    group.setTargets([{ id: 'a', node: a }, { id: 'b', node: b }]);
    expect(group.isGroup).toBe(true);
    expectNear(group.anchor!.position, 1, 1, 0);
  });

  it('moves every node by the pivot delta, in each parent\'s space', () => {
    const parent = node('parent', 10, 0, 0);
    parent.scaling.setAll(2);
    const a = node('a', 0, 0, 0);
    const b = node('b', 1, 0, 0, parent); // world (12, 0, 0)
    const group = new SelectionTransform(scene);
    group.setTargets([{ id: 'a', node: a }, { id: 'b', node: b }]);
    group.beginDrag();
    group.anchor!.position.x += 3;
    group.followAnchor(['position']);
    expectNear(a.position, 3, 0, 0);
    // World +3 under a parent scaled by 2 is local +1.5.
    expectNear(b.position, 2.5, 0, 0);
    expectNear(b.getAbsolutePosition(), 15, 0, 0);
  });

  it('turns and scales the group around the pivot', () => {
    const a = node('a', -1, 0, 0);
    const b = node('b', 1, 0, 0);
    const group = new SelectionTransform(scene);
    group.setTargets([{ id: 'a', node: a }, { id: 'b', node: b }]);
    group.beginDrag();
    group.anchor!.rotationQuaternion = Quaternion.RotationAxis(Vector3.Up(), Math.PI / 2);
    group.followAnchor(['position', 'rotation']);
    expectNear(a.position, 0, 0, 1);
    expectNear(b.position, 0, 0, -1);
    expect(b.rotation.y).toBeCloseTo(Math.PI / 2, 5);
    group.endDrag();

    group.beginDrag();
    group.anchor!.scaling.setAll(2);
    group.followAnchor(['position', 'scaling']);
    expectNear(a.position, 0, 0, 2);
    expectNear(b.scaling, 2, 2, 2);
    group.endDrag();
    // After the drag the pivot is back, unrotated and unscaled, at the centre.
    expectNear(group.anchor!.position, 0, 0, 0);
    expectNear(group.anchor!.scaling, 1, 1, 1);
  });
});
