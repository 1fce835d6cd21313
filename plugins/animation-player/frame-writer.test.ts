import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { of } from 'rxjs';
import { TransformNode as EngineTransform } from '@babylonjs/core/Meshes/transformNode.js';
import { applyTransformProps, CompiledAnimation, defineNodeType, SCENE_ROOT_ID, titles, TRANSFORM_DESCRIPTORS, transformSetter } from '../../sdk/index.js';
import type { AnimationTrack, RuntimeContext, RuntimeObject, SceneNodeData, SceneRuntimeHandle } from '../../sdk/index.js';
import { FrameWriter } from './frame-writer.js';

/** A transform node type as the built-in one is made: the SDK's transform apply and setter. */
const transformType = defineNodeType({
  id: 'TransformNode', titles: titles('T', 'T', 'T'), descriptors: TRANSFORM_DESCRIPTORS, readElsewhere: {},
  engine: { create: (n, ctx) => new EngineTransform(n.name, ctx.scene), apply: (t, p) => applyTransformProps(t, p), animatedSetter: (t, path) => transformSetter(t, path) },
});

const node = (id: string): SceneNodeData => ({ id, type: 'TransformNode', parent: SCENE_ROOT_ID, name: id, props: { position: { x: 1, y: 2, z: 3 }, rotation: { x: 0, y: 0, z: 0 }, tag: 'doc' }, children: [] });

function setup() {
  const nodes = new Map([node('a'), node('b')].map((n) => [n.id, n]));
  const ctx: RuntimeContext = {
    scene: new Scene(new NullEngine()), node: (id) => nodes.get(id), objectOf: () => undefined, geometryBuilder: () => undefined,
    loadAsset: () => Promise.reject(new Error('none')), assetUrl: (n) => n, assetRootUrl: () => '', resolveUrl: (r) => r, onDidApply: of(), track: (w) => w, reportError: () => {},
    material: () => undefined, tintedMaterial: () => undefined, onDidChangeMaterial: of(),
  };
  const updates: string[][] = [];
  const objects = new Map<string, RuntimeObject>([...nodes.values()].map((n) => {
    const real = transformType.adapter.create(n, ctx);
    return [n.id, { ...real, animatedSetter: real.animatedSetter, update: (next: SceneNodeData, keys: readonly string[]) => {
      updates.push([n.id, ...keys]);
      real.update(next, keys);
    } }];
  }));
  const runtime = { objectOf: (id: string) => objects.get(id) } as unknown as SceneRuntimeHandle;
  const engine = (id: string) => objects.get(id)!.node as TransformNode;
  return { nodes, runtime, engine, updates, writer: new FrameWriter({ get: (id) => nodes.get(id) }) };
}

const animation = (tracks: AnimationTrack[]) => new CompiledAnimation({ kind: 'keyframe', id: 'x', name: 'x', duration: 2, speed: 1, loop: false, swing: false, tracks });
const lift: AnimationTrack = { nodeId: 'a', property: 'position', keys: [{ id: '1', time: 0, value: { x: 0, y: 0, z: 0 } }, { id: '2', time: 2, value: { x: 0, y: 4, z: 0 } }] };

describe('frame writer', () => {
  it('writes transform tracks and movers straight into the engine, and gives document values back when playback ends', () => {
    const { runtime, engine, updates, writer } = setup();
    const keyframes = animation([lift]);
    const movers = [{ nodeId: 'b', mover: { property: 'rotation.y', enable: true, min: 0, max: 2, duration: 2 } }];
    keyframes.evaluate(1);
    expect(writer.write(runtime, { keyframes, values: [] }, movers, 0.5)).toBe(true);
    expect(engine('a').position.asArray()).toEqual([0, 2, 0]);
    expect(engine('b').rotation.y).toBeCloseTo(0.5);
    keyframes.evaluate(2);
    writer.write(runtime, { keyframes, values: [] }, movers, 1);
    expect(engine('a').position.y).toBe(4);
    expect(engine('b').rotation.y).toBeCloseTo(1);
    // Nothing went through update: no node copies per frame.
    expect(updates).toEqual([]);
    writer.clear(runtime);
    expect(updates).toEqual([['a', 'position'], ['b', 'rotation']]);
    expect(engine('a').position.asArray()).toEqual([1, 2, 3]);
    expect(engine('b').rotation.y).toBe(0);
  });

  it('properties without a setter go through update with a copy of the node, and are given back too', () => {
    const { runtime, updates, writer } = setup();
    const keyframes = animation([{ nodeId: 'a', property: 'alpha', keys: [{ id: '1', time: 0, value: 0 }, { id: '2', time: 2, value: 1 }] }]);
    keyframes.evaluate(1);
    writer.write(runtime, { keyframes, values: [{ nodeId: 'b', property: 'tag', value: 'state' }] }, [], 0);
    expect(updates).toEqual([['a', 'alpha'], ['b', 'tag']]);
    updates.length = 0;
    writer.clear(runtime);
    expect(updates).toEqual([['a', 'alpha'], ['b', 'tag']]);
  });

  it('a track dropped from the animation gives its property back; an animation wins over a mover on the same property', () => {
    const { runtime, engine, updates, writer } = setup();
    const both = animation([lift, { nodeId: 'b', property: 'position', keys: [{ id: '3', time: 0, value: { x: 9, y: 9, z: 9 } }] }]);
    both.evaluate(1);
    const movers = [{ nodeId: 'a', mover: { property: 'position.y', enable: true, min: 10, max: 20, duration: 1 } }];
    writer.write(runtime, { keyframes: both, values: [] }, movers, 0.5);
    expect(engine('a').position.y).toBe(2);
    expect(engine('b').position.x).toBe(9);
    const onlyLift = animation([lift]);
    onlyLift.evaluate(1);
    writer.write(runtime, { keyframes: onlyLift, values: [] }, movers, 0.5);
    expect(updates).toEqual([['b', 'position']]);
    expect(engine('b').position.asArray()).toEqual([1, 2, 3]);
  });
});
