import type { AnimationGroup } from '@babylonjs/core/Animations/animationGroup.js';
import type { AnimationGroupData, GroupRuntime, NodeId, RuntimeObject } from '../../sdk/index.js';

/** What the binder last gave one engine group. */
interface Bound {
  readonly engine: AnimationGroup;
  /** Removes the end-of-playback observer. */
  readonly release: () => void;
  state: GroupRuntime['state'] | undefined;
  rewinds: number;
}

/** What the binder reads: the document's groups, their run-time playback, and the engine objects of their models. */
export interface GroupSource {
  readonly groups: readonly AnimationGroupData[];
  runtime(id: string): GroupRuntime;
  objectOf(id: NodeId): RuntimeObject | undefined;
}

/**
 * Makes the engine animation groups of models do what the document's animation groups and their run-time playback say:
 * weight, loop, play, pause, stop and reset. A model that (re)loads gets a fresh engine group, which is bound anew.
 * Returns from `sync` whether a model has not loaded yet (the caller syncs again later).
 */
export class GroupBinder {
  private bound = new Map<string, Bound>();

  /**
   * `onEnd`: a group that does not loop reached its end in the engine; the binder already takes it as stopped there
   * (on its last frame), and the caller stops its run-time playback without a rewind, so the panel says Stopped.
   */
  constructor(private readonly onEnd: (id: string) => void = () => undefined) {}

  sync(source: GroupSource): boolean {
    let waiting = false;
    const next = new Map<string, Bound>();
    for (const group of source.groups) {
      if (group.owner === undefined) continue;
      const engine = source.objectOf(group.owner)?.animationGroups?.()[group.clip ?? 0];
      if (!engine) {
        waiting = true;
        continue;
      }
      const old = this.bound.get(group.id);
      const bound: Bound = old && old.engine === engine ? old : this.bind(group.id, engine);
      this.follow(bound, group, source.runtime(group.id));
      next.set(group.id, bound);
    }
    // A group gone from the document (deleted, undone import) stops in the engine.
    for (const [id, bound] of this.bound) {
      if (next.get(id) === bound) continue;
      bound.release();
      if (!next.has(id)) bound.engine.stop();
    }
    this.bound = next;
    return waiting;
  }

  private bind(id: string, engine: AnimationGroup): Bound {
    const observer = engine.onAnimationGroupEndObservable.add(() => {
      const bound = this.bound.get(id);
      if (bound?.engine !== engine || bound.state !== 'playing') return;
      bound.state = 'stopped';
      this.onEnd(id);
    });
    return { engine, release: () => engine.onAnimationGroupEndObservable.remove(observer), state: undefined, rewinds: 0 };
  }

  private follow(bound: Bound, group: AnimationGroupData, runtime: GroupRuntime): void {
    const engine = bound.engine;
    if (engine.weight !== group.weight) engine.weight = group.weight;
    if (engine.loopAnimation !== group.loopAnimation) engine.loopAnimation = group.loopAnimation;
    const rewind = runtime.rewinds !== bound.rewinds;
    if (runtime.state === bound.state && !rewind) return;
    const was = bound.state;
    // Recorded first: stopping the engine group raises its end event, which must not read as reaching the end.
    bound.state = runtime.state;
    bound.rewinds = runtime.rewinds;
    if (runtime.state === 'playing') {
      if (!engine.isPlaying) engine.play(group.loopAnimation);
      if (rewind) engine.reset();
    } else if (runtime.state === 'paused') {
      if (rewind) engine.reset();
      engine.pause();
    } else {
      engine.stop();
      // Stopped shows the first frame (a stopped group's reset plays frame 0 once and stops).
      if (rewind || was !== undefined) engine.reset();
    }
  }

  /** Stop every engine group (the player is unloaded). */
  dispose(): void {
    for (const bound of this.bound.values()) {
      bound.release();
      bound.engine.stop();
    }
    this.bound.clear();
  }
}
