import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { Animation } from '@babylonjs/core/Animations/animation.js';
import { AnimationGroup } from '@babylonjs/core/Animations/animationGroup.js';
import '@babylonjs/core/Animations/animatable.js';
import type { AnimationGroupData, GroupRuntime, RuntimeObject } from '../../sdk/index.js';
import { GroupBinder } from './group-binder.js';

function setup() {
  const scene = new Scene(new NullEngine());
  const target = new TransformNode('cube', scene);
  const lift = new Animation('lift', 'position.y', 30, Animation.ANIMATIONTYPE_FLOAT);
  lift.setKeys([{ frame: 0, value: 0 }, { frame: 30, value: 3 }]);
  const engine = new AnimationGroup('Bounce', scene);
  engine.addTargetedAnimation(lift, target);
  let group: AnimationGroupData = { kind: 'group', id: 'g', name: 'Bounce', weight: 1, isPlaying: false, autoPlay: false, loopAnimation: true, owner: 'model', clip: 0 };
  let runtime: GroupRuntime = { state: 'stopped', rewinds: 0 };
  const ends: string[] = [];
  const binder = new GroupBinder((id) => ends.push(id));
  let loaded = false;
  const model = { update: () => undefined, dispose: () => undefined, animationGroups: () => (loaded ? [engine] : []) } as RuntimeObject;
  const sync = () => binder.sync({ groups: [group], runtime: () => runtime, objectOf: (id) => (id === 'model' ? model : undefined) });
  return {
    engine, target, ends, binder, sync,
    load: () => void (loaded = true),
    set: (state: GroupRuntime['state'], rewind = false) => void (runtime = { state, rewinds: runtime.rewinds + (rewind ? 1 : 0) }),
    edit: (fields: Partial<AnimationGroupData>) => void (group = { ...group, ...fields }),
  };
}

describe('group binder', () => {
  it('waits for the model, then plays, pauses, resets and stops the engine group as the run-time playback says', () => {
    const { engine, target, ends, sync, load, set } = setup();
    set('playing');
    expect(sync()).toBe(true); // the model has not loaded
    load();
    expect(sync()).toBe(false);
    expect(engine.isPlaying).toBe(true);
    expect(engine.loopAnimation).toBe(true);
    engine.goToFrame(15);
    expect(target.position.y).toBeCloseTo(1.5);
    set('paused');
    sync();
    expect(engine.isStarted && !engine.isPlaying).toBe(true);
    set('paused', true);
    sync();
    expect(target.position.y).toBeCloseTo(0);
    set('playing');
    sync();
    engine.goToFrame(20);
    set('stopped', true);
    sync();
    expect(engine.isStarted).toBe(false);
    expect(target.position.y).toBeCloseTo(0);
    // Stopping is not reaching the end.
    expect(ends).toEqual([]);
  });

  it('follows weight and loop; a group gone from the document stops in the engine', () => {
    const { engine, binder, sync, load, set, edit } = setup();
    load();
    set('playing');
    edit({ weight: 0.25, loopAnimation: false });
    sync();
    expect([engine.weight, engine.loopAnimation, engine.isPlaying]).toEqual([0.25, false, true]);
    binder.sync({ groups: [], runtime: () => ({ state: 'playing', rewinds: 0 }), objectOf: () => undefined });
    expect(engine.isStarted).toBe(false);
  });

  it('a group that does not loop and reaches its end is stopped there, on its last frame', () => {
    const { engine, target, ends, sync, load, set, edit } = setup();
    load();
    edit({ loopAnimation: false });
    set('playing');
    sync();
    engine.goToFrame(30);
    engine.stop(); // what the engine does at the end of a play that does not loop: the end event
    expect(ends).toEqual(['g']);
    // The caller stops the run-time playback without a rewind: the binder leaves the engine on the last frame.
    set('stopped');
    sync();
    expect(target.position.y).toBeCloseTo(3);
  });
});
