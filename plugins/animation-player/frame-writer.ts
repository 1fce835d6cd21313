import { moverValue } from '../../sdk/index.js';
import type { AnimatedSetter, AnimationSample, CompiledAnimation, CompiledTrack, NodeId, SceneNodeData, SceneRuntimeHandle } from '../../sdk/index.js';
import type { BoundMover } from './mover-list.js';
import { RuntimeOverrides, type Override } from './runtime-overrides.js';

interface TrackWrite {
  readonly setter: AnimatedSetter;
  readonly offset: number;
}

interface MoverWrite {
  readonly setter: AnimatedSetter;
  readonly mover: BoundMover['mover'];
}

const sameFields = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((f, i) => f === b[i]);
const topKey = (path: string) => {
  const dot = path.indexOf('.');
  return dot < 0 ? path : path.slice(0, dot);
};

/**
 * Writes one frame of playback into the engine. Tracks and movers whose engine object offers a setter for their
 * property (transforms) are written directly from numbers, with no allocation per frame; the rest go through
 * RuntimeOverrides (a copy of the node with the values, given to the object's `update`). Bindings are rebuilt only when
 * the animation, the movers or the runtime change, or the runtime re-applied document values; a property no longer
 * written directly gets its document value back then.
 */
export class FrameWriter {
  private readonly overrides: RuntimeOverrides;
  private runtime: SceneRuntimeHandle | undefined;
  private bound = false;
  private boundKeyframes: CompiledAnimation | undefined;
  private boundMovers: readonly BoundMover[] | undefined;
  private trackWrites: TrackWrite[] = [];
  private moverWrites: MoverWrite[] = [];
  private otherTracks: CompiledTrack[] = [];
  private otherMovers: BoundMover[] = [];
  /** Top-level props written directly, by node (given their document values back when no longer written). */
  private directKeys = new Map<NodeId, Set<string>>();
  private readonly scratch = new Float64Array(1);

  constructor(private readonly nodes: { get(id: NodeId): SceneNodeData | undefined }) {
    this.overrides = new RuntimeOverrides(nodes);
  }

  /** Rebuild the bindings before the next write (the runtime re-applied document values or replaced objects). */
  invalidate(): void {
    this.bound = false;
  }

  /** Write this frame's values; returns whether the engine changed. */
  write(runtime: SceneRuntimeHandle, sample: AnimationSample, movers: readonly BoundMover[], moverClock: number): boolean {
    if (!this.bound || runtime !== this.runtime || sample.keyframes !== this.boundKeyframes || movers !== this.boundMovers) this.bind(runtime, sample.keyframes, movers);
    // Movers first: an animation wins over a mover on the same property (the inspector refuses that pair anyway).
    const scratch = this.scratch;
    for (const w of this.moverWrites) {
      const value = moverValue(w.mover, moverClock);
      if (value === undefined) continue;
      scratch[0] = value;
      w.setter.set(scratch, 0);
    }
    const output = sample.keyframes?.output;
    if (output) for (const w of this.trackWrites) w.setter.set(output, w.offset);
    let changed = this.trackWrites.length > 0 || this.moverWrites.length > 0;
    if (this.otherTracks.length || this.otherMovers.length || sample.values.length || this.overrides.active) {
      const list: Override[] = [];
      for (const { nodeId, mover } of this.otherMovers) {
        const value = moverValue(mover, moverClock);
        if (value !== undefined) list.push({ nodeId, property: mover.property, value });
      }
      const keyframes = sample.keyframes;
      if (keyframes) for (const track of this.otherTracks) list.push({ nodeId: track.nodeId, property: track.property, value: keyframes.valueOf(track) });
      list.push(...sample.values);
      if (this.overrides.apply(runtime, list)) changed = true;
    }
    return changed;
  }

  private bind(runtime: SceneRuntimeHandle, keyframes: CompiledAnimation | undefined, movers: readonly BoundMover[]): void {
    if (runtime !== this.runtime) {
      // A new runtime was built from the document: nothing of the old one to give back.
      this.overrides.reset();
      this.directKeys.clear();
    }
    this.runtime = runtime;
    this.boundKeyframes = keyframes;
    this.boundMovers = movers;
    this.bound = true;
    const keys = new Map<NodeId, Set<string>>();
    const direct = (nodeId: NodeId, path: string) => {
      const set = keys.get(nodeId) ?? new Set<string>();
      set.add(topKey(path));
      keys.set(nodeId, set);
    };
    this.trackWrites = [];
    this.otherTracks = [];
    for (const track of keyframes?.tracks ?? []) {
      const setter = runtime.objectOf(track.nodeId)?.animatedSetter?.(track.property);
      if (setter && sameFields(setter.fields, track.fields)) {
        this.trackWrites.push({ setter, offset: track.offset });
        direct(track.nodeId, track.property);
      } else this.otherTracks.push(track);
    }
    this.moverWrites = [];
    this.otherMovers = [];
    for (const bound of movers) {
      const setter = runtime.objectOf(bound.nodeId)?.animatedSetter?.(bound.mover.property);
      if (setter && setter.fields.length === 0) {
        this.moverWrites.push({ setter, mover: bound.mover });
        direct(bound.nodeId, bound.mover.property);
      } else this.otherMovers.push(bound);
    }
    for (const [nodeId, before] of this.directKeys) {
      const now = keys.get(nodeId);
      const restore = [...before].filter((k) => !now?.has(k));
      const node = restore.length ? this.nodes.get(nodeId) : undefined;
      if (node) runtime.objectOf(nodeId)?.update(node, restore);
    }
    this.directKeys = keys;
  }

  /** Give every written property its document value back (playback ends). */
  clear(runtime: SceneRuntimeHandle): void {
    this.write(runtime, { keyframes: undefined, values: [] }, [], 0);
  }
}
