import { BehaviorSubject } from 'rxjs';
import type { AnimationEditResult, AnimationService, NodeId } from '../../../sdk/index.js';
import type { Translate } from './translator.js';

/** The animation service used until an animation plugin binds a real one: no animation is ever current, so it refuses (the subscription gate is checked by callers once an animation is current, spec 001 §4 order). */
export class DefaultAnimationService implements AnimationService {
  private readonly subject = new BehaviorSubject<{ readonly id: string; readonly name: string } | undefined>(undefined);
  readonly onDidChangeCurrent = this.subject.asObservable();

  constructor(private readonly t: Translate) {}

  get current(): { readonly id: string; readonly name: string } | undefined {
    return this.subject.value;
  }

  isStateDriven(_id: NodeId, _property: string): boolean {
    return false;
  }

  addProperty(_id: NodeId, _property: string, _title: string): AnimationEditResult {
    return { ok: false, message: this.t('scene.animation.noCurrent') };
  }

  removeProperty(_id: NodeId, _property: string, _title: string): AnimationEditResult {
    return { ok: false, message: this.t('scene.animation.noCurrent') };
  }
}
