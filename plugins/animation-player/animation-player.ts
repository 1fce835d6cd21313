import { merge } from 'rxjs';
import type { AnimationGroupData, KeyframeAnimationService, SceneDocumentService, SceneRuntimeHandle, ViewportService } from '../../sdk/index.js';
import { GroupBinder } from './group-binder.js';
import { enabledMovers, type BoundMover } from './mover-list.js';
import { FrameWriter } from './frame-writer.js';

/**
 * Longest step one frame may advance playback, in seconds: a tab that slept (no frames while hidden) or a debugger
 * pause does not jump far. Slower frames must still follow the clock: software WebGL on a busy machine draws about one
 * frame a second, and a cap of 0.1 s played a 2 s animation in 20 s there. Babylon caps its own steps at 1 s too.
 */
const MAX_STEP = 1;

/**
 * Plays the current keyframe animation and every enabled mover in the viewport: once per animation frame it advances
 * playback and shows the animated values in the engine, never in the document.
 */
export class AnimationPlayer {
  private readonly writer: FrameWriter;
  private movers: BoundMover[] = [];
  private dirty = true;
  private readonly groups: GroupBinder;
  /** Whether the engine animation groups need syncing (a group or its playback changed, or a model has not loaded yet). */
  private groupsDirty = true;
  private frame = 0;
  private last: number | undefined;
  /** Seconds the movers have run. */
  private moverClock = 0;
  private readonly subscriptions: { unsubscribe(): void }[] = [];
  private runtimeSubscription: { unsubscribe(): void } | undefined;

  constructor(
    private readonly animation: KeyframeAnimationService,
    private readonly document: SceneDocumentService,
    private readonly viewport: ViewportService,
  ) {
    this.writer = new FrameWriter(document);
    // A group that does not loop and reaches its end is stopped there, on its last frame (Play starts it again).
    this.groups = new GroupBinder((id) => animation.stopGroup(id, { rewind: false }));
    const markDirty = () => {
      this.dirty = true;
    };
    const refreshMovers = () => {
      this.movers = enabledMovers(document);
      this.dirty = true;
    };
    refreshMovers();
    const markGroups = () => {
      this.groupsDirty = true;
    };
    this.subscriptions.push(
      merge(animation.onDidChangeTime, animation.onDidChangeState, animation.onDidChangeAnimations, animation.onDidChangeStateRuntime).subscribe(markDirty),
      merge(document.onDidChange, document.onDidLoad).subscribe(refreshMovers),
      merge(animation.onDidChangeAnimations, animation.onDidChangeGroupRuntime).subscribe(markGroups),
    );
    if (viewport.onDidChangeRuntime) this.subscriptions.push(viewport.onDidChangeRuntime.subscribe((runtime) => this.follow(runtime)));
    this.schedule();
  }

  /** A new runtime: forget old overrides; re-apply after each document change (the runtime just wrote document values). */
  private follow(runtime: SceneRuntimeHandle | undefined): void {
    this.runtimeSubscription?.unsubscribe();
    this.writer.invalidate();
    this.dirty = true;
    this.groupsDirty = true;
    this.runtimeSubscription = runtime?.onDidApply.subscribe(() => this.apply(runtime, true));
  }

  private schedule(): void {
    if (typeof requestAnimationFrame === 'function') this.frame = requestAnimationFrame((now) => this.tick(now));
  }

  /** One frame: advance, apply when something moved. */
  tick(now: number): void {
    const step = this.last === undefined ? 0 : Math.min(MAX_STEP, Math.max(0, (now - this.last) / 1000));
    this.last = now;
    this.animation.advance(step);
    if (this.movers.length) {
      this.moverClock += step;
      this.dirty = true;
    }
    const runtime = this.viewport.runtime;
    if (runtime && this.groupsDirty) this.syncGroups(runtime);
    if (runtime && this.dirty) this.apply(runtime, false);
    this.schedule();
  }

  private syncGroups(runtime: SceneRuntimeHandle): void {
    const groups = this.animation.animations.filter((a): a is AnimationGroupData => a.kind === 'group');
    this.groupsDirty = this.groups.sync({ groups, runtime: (id) => this.animation.groupRuntime(id), objectOf: (id) => runtime.objectOf(id) });
    this.viewport.requestRender?.();
  }

  /** Write the frame's values; `force` after the runtime applied document values (bindings are rebuilt, all rewritten). */
  private apply(runtime: SceneRuntimeHandle, force: boolean): void {
    this.dirty = false;
    if (force) this.writer.invalidate();
    if (this.writer.write(runtime, this.animation.sample(), this.movers, this.moverClock) || force) this.viewport.requestRender?.();
  }

  dispose(): void {
    if (this.frame && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.runtimeSubscription?.unsubscribe();
    for (const s of this.subscriptions.splice(0)) s.unsubscribe();
    this.groups.dispose();
    const runtime = this.viewport.runtime;
    if (runtime) this.writer.clear(runtime);
  }
}
