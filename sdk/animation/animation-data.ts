import type { NodeId } from '../scene/document.js';
import type { JsonValue } from '../scene/json.js';

/** How a key's value goes to the next key's. */
export type KeyInterpolation = 'linear' | 'step' | 'ease';

/** One key of a track: a time in seconds and a value of the property's type. */
export interface Keyframe {
  /** Unique within its track. */
  readonly id: string;
  /** Seconds from the start of the animation. */
  readonly time: number;
  /** The property's value at this time (a number, vector, colour, boolean…). */
  readonly value: JsonValue;
  /** Interpolation towards the next key (linear by default). */
  readonly interpolation?: KeyInterpolation;
  /** Easing name (see EASINGS) used with 'ease' interpolation. */
  readonly easing?: string;
}

/** The keys of one animated property of one node, kept sorted by time. */
export interface AnimationTrack {
  readonly nodeId: NodeId;
  /** The property (a descriptor name, or a dotted path). */
  readonly property: string;
  readonly keys: readonly Keyframe[];
}

/** A keyframe animation (spec 001 §2: playingTime, duration, speed, loop, swing). */
export interface KeyframeAnimation {
  readonly kind: 'keyframe';
  readonly id: string;
  readonly name: string;
  /** Seconds. */
  readonly duration: number;
  /** Playback rate, 1 is real time. */
  readonly speed: number;
  readonly loop: boolean;
  /** Ping-pong: forward then backward. */
  readonly swing: boolean;
  /** The container node the animation belongs to; absent means the scene. */
  readonly owner?: NodeId;
  readonly tracks: readonly AnimationTrack[];
}

/** One state of a state animation. */
export interface AnimationState {
  readonly stateId: string;
  readonly name: string;
}

/** A state animation (spec 001 §2): values per state for each target property, jumped between over `duration`. */
export interface StateAnimation {
  readonly kind: 'state';
  readonly id: string;
  readonly name: string;
  readonly mode: 'states' | 'progress';
  readonly states: readonly AnimationState[];
  readonly currState: string;
  readonly defaultState: string;
  /** 0–1, for progress mode. */
  readonly progress: number;
  /** Transition seconds. */
  readonly duration: number;
  readonly owner?: NodeId;
  /** Target properties with their value per stateId. */
  readonly targets: readonly { readonly nodeId: NodeId; readonly property: string; readonly values: Readonly<Record<string, JsonValue>> }[];
}

/** An animation group (spec 001 §2), e.g. one imported with a glTF model. */
export interface AnimationGroupData {
  readonly kind: 'group';
  readonly id: string;
  readonly name: string;
  readonly weight: number;
  readonly isPlaying: boolean;
  readonly autoPlay: boolean;
  readonly loopAnimation: boolean;
  /** The model node whose engine animation group this is. */
  readonly owner?: NodeId;
  /** Index of the model's own animation (the glTF `animations` entry) this group plays. */
  readonly clip?: number;
}

/** Anything stored in the document's `animations` section. */
export type AnimationEntity = KeyframeAnimation | StateAnimation | AnimationGroupData;

/** Limits of stored animation data (the contract bounds every list and string). */
export const ANIMATION_LIMITS = Object.freeze({ name: 128, animations: 1000, tracks: 5000, keys: 100_000, duration: 36_000 });

function isObject(value: JsonValue | undefined): value is Record<string, JsonValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entities of an `animations` section; malformed items are skipped. */
export function animationEntities(section: readonly JsonValue[]): AnimationEntity[] {
  const out: AnimationEntity[] = [];
  for (const item of section) {
    if (!isObject(item) || typeof item.id !== 'string' || typeof item.name !== 'string') continue;
    if (item.kind === 'keyframe' && Array.isArray(item.tracks)) out.push(item as unknown as KeyframeAnimation);
    else if (item.kind === 'state' && Array.isArray(item.states)) out.push(item as unknown as StateAnimation);
    else if (item.kind === 'group') out.push(item as unknown as AnimationGroupData);
  }
  return out;
}

/** The keyframe animations of an `animations` section. */
export function keyframeAnimations(section: readonly JsonValue[]): KeyframeAnimation[] {
  return animationEntities(section).filter((a): a is KeyframeAnimation => a.kind === 'keyframe');
}
