import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { NodeId } from '../scene/document.js';
import type { JsonValue } from '../scene/json.js';
import type { NotificationAction } from './notifications.js';

/**
 * The outcome of adding or removing a property to/from an animation. A refusal by the plan carries the Upgrade link
 * (`action`), to pass on to the notification that shows the message.
 */
export type AnimationEditResult =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly message: string; readonly action?: NotificationAction };

/** Animations of the open scene; the inspector calls add/remove on Ctrl(+Shift)+click of a title. */
export interface AnimationService {
  /** Id and name of the current animation, if any. */
  readonly current: { readonly id: string; readonly name: string } | undefined;
  /** Emits the current animation now and on change. */
  readonly onDidChangeCurrent: Observable<{ readonly id: string; readonly name: string } | undefined>;
  /** Whether a node's property is driven by a state animation (title shown green). */
  isStateDriven(id: NodeId, property: string): boolean;
  /**
   * Whether a node's property is driven by a mover (it cannot be added to an animation, spec 001 §4). Optional: when
   * absent, callers read the movers stored in the document (`findMover`).
   */
  isMoverDriven?(id: NodeId, property: string): boolean;
  /**
   * The value the animations drive now for a node's property at run time (a state jumped to, the playhead of the
   * current animation), or undefined when none drives it. The document keeps its own value; the inspector shows this
   * one, marked, so it agrees with the viewport. Optional for hosts.
   */
  animatedValue?(id: NodeId, property: string): JsonValue | undefined;
  /** Emits when run-time animated values may have changed (a jump, a transition frame, the playhead, play or stop). */
  readonly onDidChangeAnimated?: Observable<unknown>;
  /** Add a property to the current animation; refused with a translated message. */
  addProperty(id: NodeId, property: string, title: string): AnimationEditResult;
  /** Remove a property from the current animation. */
  removeProperty(id: NodeId, property: string, title: string): AnimationEditResult;
}

/** Service id of the animation service. */
export const AnimationService = createServiceId<AnimationService>('scene.animation');
