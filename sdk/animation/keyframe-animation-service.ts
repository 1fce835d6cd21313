import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { AnimationGroupEditing } from './animation-groups.js';
import type { CompiledAnimation } from './compiled-animation.js';
import type { NodeId } from '../scene/document.js';
import type { AnimationEditResult, AnimationService } from '../services/animation.js';
import type { JsonValue } from '../scene/json.js';
import type { AnimationEntity, KeyframeAnimation, Keyframe, KeyInterpolation, StateAnimation } from './animation-data.js';

/** Playback state of the current animation. */
export type PlaybackState = 'stopped' | 'playing' | 'paused';

/** A value an animation drives at run time (never written to the document). */
export interface AnimatedValue {
  readonly nodeId: NodeId;
  readonly property: string;
  readonly value: JsonValue;
}

/** What the animations drive at one moment (see `KeyframeAnimationService.sample`). */
export interface AnimationSample {
  /** The current keyframe animation evaluated at the playhead; undefined while stopped or when there is none. */
  readonly keyframes: CompiledAnimation | undefined;
  /** Everything else driven now: the keyframe tracks that are not numeric, and the state animations. */
  readonly values: readonly AnimatedValue[];
}

/** The editable fields of a keyframe animation. */
export type KeyframeAnimationFields = Partial<Pick<KeyframeAnimation, 'name' | 'duration' | 'speed' | 'loop' | 'swing'>>;

/**
 * Keyframe animations of the open scene: the document's `animations` section edited through the undo service, the
 * current animation, and its playback (state and time as streams). The timeline panel and the runtime player use it;
 * the player calls `advance` once per frame and applies `values()` to the engine. The same object answers AnimationService
 * (the inspector's Ctrl+click calls).
 */
export interface KeyframeAnimationService extends AnimationService, StateAnimationEditing, AnimationGroupEditing {
  /** Every animation entity of the document. */
  readonly animations: readonly AnimationEntity[];
  /** Emits the entities now and whenever the section changes (edit, undo, load). */
  readonly onDidChangeAnimations: Observable<readonly AnimationEntity[]>;
  /** The current keyframe animation, if any. */
  readonly currentAnimation: KeyframeAnimation | undefined;
  /** The current state animation, if the current animation is one (Ctrl+click then adds a target to it). */
  readonly currentStateAnimation?: StateAnimation | undefined;
  /** Make an animation current (undefined: none). */
  setCurrent(id: string | undefined): void;
  /** Create a keyframe animation (one undo step) and make it current. */
  createAnimation(name: string): KeyframeAnimation;
  /** Delete an animation (one undo step). */
  deleteAnimation(id: string): void;
  /** Change fields of an animation; refused with a translated error on bad values. */
  updateAnimation(id: string, fields: KeyframeAnimationFields): void;
  /** Add a key (or replace the value of the key at that time) on a track of the animation; creates the track. */
  setKey(animationId: string, nodeId: NodeId, property: string, time: number, value: JsonValue): Keyframe;
  /** Add keys at `time` to the given tracks (all the animation's tracks by default) from the document's current values. */
  addKeysAtTime(animationId: string, time: number, tracks?: readonly { readonly nodeId: NodeId; readonly property: string }[]): number;
  /** Delete keys by id (one undo step). */
  removeKeys(animationId: string, keyIds: readonly string[]): void;
  /** Move keys by `delta` seconds (clamped to 0..duration); edits with the same mergeKey join one undo step. */
  moveKeys(animationId: string, keyIds: readonly string[], delta: number, mergeKey?: string): void;
  /** Set a key's interpolation and easing. */
  setKeyInterpolation(animationId: string, keyId: string, interpolation: KeyInterpolation, easing?: string): void;
  /**
   * Add an orbit camera to the current keyframe animation (spec 001 §4 orbit-camera panel): one track per given
   * property with a key at the playhead holding its value. Refused when the animation belongs to another container
   * than the camera's, or the camera is already in it.
   */
  addCamera(cameraId: NodeId, values: Readonly<Record<string, JsonValue>>, title: string): AnimationEditResult;
  /** Take an orbit camera's tracks out of the current animation ('Disconnect'). */
  disconnectCamera(cameraId: NodeId, title: string): AnimationEditResult;
  /** Playback state. */
  readonly state: PlaybackState;
  /** Emits the state now and on change. */
  readonly onDidChangeState: Observable<PlaybackState>;
  /** Playhead time in seconds (the animation's playingTime). */
  readonly time: number;
  /** Emits the playhead time now and on change. */
  readonly onDidChangeTime: Observable<number>;
  play(): void;
  pause(): void;
  /** Stop and return to 0; the engine shows the document again. */
  stop(): void;
  /** Move the playhead (a stopped animation becomes paused there, so the viewport shows it). */
  seek(time: number): void;
  /** Advance a playing animation by wall-clock seconds (speed, loop and swing applied). */
  advance(seconds: number): void;
  /** What the current animation (and every state animation moved at run time) drives now: JSON values. */
  values(): AnimatedValue[];
  /**
   * The same as `values()` for the player's frame: the current keyframe animation compiled and evaluated at the playhead
   * (numbers in typed arrays, the same object until the animation changes, no allocation per frame), plus everything
   * else as JSON values.
   */
  sample(): AnimationSample;
}

/** The editable fields of a state animation. */
export type StateAnimationFields = Partial<Pick<StateAnimation, 'name' | 'mode' | 'duration' | 'defaultState'>>;

/** Where a state animation is shown at run time: the state it is in (or going to) and its progress. */
export interface StateRuntime {
  /** The state shown (or being transitioned to). */
  readonly stateId: string;
  /** 0–1 through the transition; 1 when settled. */
  readonly transition: number;
  /** Progress mode's position 0–1. */
  readonly progress: number;
}

/** Options of a state jump or progress change. */
export interface StateShowOptions {
  /**
   * Whether the state (or progress) is also saved with the scene as the animation's `currState` (`progress`): an undo
   * step. Default true. False shows it at run time only, as live data's overlay does: nothing is written or marked unsaved.
   */
  readonly record?: boolean;
}

/**
 * State animations (spec 001 §2): target properties with a value per state; jumping to a state transitions over the
 * animation's duration; progress mode places the targets between the states by a 0–1 slider. Jumps and progress are
 * run-time only (the document keeps the stored values).
 */
export interface StateAnimationEditing {
  /** Create a state animation with two states (one undo step); refused when its container already has one. */
  createStateAnimation(name: string, owner?: NodeId): StateAnimation;
  /** Add a state (one undo step). */
  addState(id: string, name?: string): void;
  /** Store the document's current values of every target as the values of a state. */
  recordState(id: string, stateId: string): void;
  /** Change fields of a state animation. */
  updateStateAnimation(id: string, fields: StateAnimationFields): void;
  /** Jump to a state with an animated transition over the animation's duration. */
  jumpToState(id: string, stateId: string, options?: StateShowOptions): void;
  /** Set the progress (progress mode). */
  setProgress(id: string, progress: number, options?: StateShowOptions): void;
  /** Where a state animation is shown now (undefined until jumped or moved). */
  stateRuntime(id: string): StateRuntime | undefined;
  /** Emits when a state animation's run-time state changes. */
  readonly onDidChangeStateRuntime: Observable<string>;
}

/** Service id of the keyframe animation service. */
export const KeyframeAnimationService = createServiceId<KeyframeAnimationService>('scene.animation.keyframes');
