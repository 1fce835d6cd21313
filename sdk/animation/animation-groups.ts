import type { Observable } from 'rxjs';
import type { NodeId } from '../scene/document.js';
import type { AnimationGroupData } from './animation-data.js';

/** Where an animation group's playback is (run time only: the panel's Play, Pause, Stop, Reset are not document edits). */
export type GroupPlayback = 'playing' | 'paused' | 'stopped';

/** An animation group's run-time playback as the engine binder follows it. */
export interface GroupRuntime {
  readonly state: GroupPlayback;
  /** Grows on every Stop and Reset: the engine goes back to the group's first frame when it changes. */
  readonly rewinds: number;
}

/** The editable fields of an animation group. */
export type AnimationGroupFields = Partial<Pick<AnimationGroupData, 'name' | 'weight' | 'autoPlay' | 'loopAnimation' | 'isPlaying'>>;

/** Limits of animation groups. */
export const ANIMATION_GROUP_LIMITS = Object.freeze({ weight: { min: 0, max: 1 }, perModel: 256 });

/**
 * Animation groups (spec 001 §2): stored entities (weight, isPlaying, autoPlay, loopAnimation) and their run-time
 * playback. A group with an owner plays that model's own animation `clip` in the engine. A group that autoPlays, or was
 * saved playing (isPlaying), starts playing when the scene opens.
 */
export interface AnimationGroupEditing {
  /** Change a group's stored fields (one undo step per call). Refused with a translated error. */
  updateGroup(id: string, fields: AnimationGroupFields): void;
  /** Delete a group (one undo step; exposed properties it owns go in the same step). */
  deleteGroup(id: string): void;
  playGroup(id: string): void;
  pauseGroup(id: string): void;
  /**
   * Stop and go back to the first frame; with `rewind: false`, stay on the frame shown (a group that played to its
   * end and stopped there).
   */
  stopGroup(id: string, options?: { readonly rewind?: boolean }): void;
  /** Go back to the first frame, keeping the group playing or paused. */
  resetGroup(id: string): void;
  /** A group's run-time playback (stopped when never played). */
  groupRuntime(id: string): GroupRuntime;
  /** Emits the id of a group whose run-time playback changed. */
  readonly onDidChangeGroupRuntime: Observable<string>;
}

/** The group entities of a model's animations (one per clip, in clip order), named after the clips; ids from `newId`. */
export function modelAnimationGroups(owner: NodeId, clipNames: readonly string[], newId: () => string, fallbackName: (n: number) => string): AnimationGroupData[] {
  return clipNames.slice(0, ANIMATION_GROUP_LIMITS.perModel).map((name, clip) => ({
    kind: 'group', id: newId(), name: (name.trim() || fallbackName(clip + 1)).slice(0, 128), weight: 1, isPlaying: false, autoPlay: false, loopAnimation: true, owner, clip,
  }));
}
