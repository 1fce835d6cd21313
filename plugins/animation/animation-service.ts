import { BehaviorSubject, merge, Subject } from 'rxjs';
import {
  ANIMATION_GROUP_LIMITS, ANIMATION_LIMITS, animationEntities, CompiledAnimation, ease, evaluateTrack, findMover, interpolateValue, parameterTargetRefusal, playbackPosition,
  progressValue, stateAnimationRefusal, valueAtPath, withValueAtPath,
} from '../../sdk/index.js';
import type {
  AnimatedValue, AnimationEditResult, AnimationSample, AnimationGroupData, AnimationGroupFields, GroupRuntime, AnimationEntity, AnimationService, AnimationTrack, JsonValue, Keyframe, KeyframeAnimation,
  KeyframeAnimationFields, KeyframeAnimationService, KeyInterpolation, NodeId, PermissionService, PlaybackState, SceneDocumentService,
  StateAnimation, StateAnimationFields, StateRuntime, StateShowOptions, UndoService,
} from '../../sdk/index.js';
import { GroupRuntimes } from './group-runtimes.js';

/** Translate a key of the animation texts. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

type Current = { readonly id: string; readonly name: string } | undefined;

/** Keys closer than this (seconds) are the same key. */
const SAME_TIME = 1e-6;

const sortKeys = (keys: readonly Keyframe[]) => [...keys].sort((a, b) => a.time - b.time);

/**
 * The animation service: keyframe animations in the document's `animations` section (every edit one undo step), the
 * current animation and its playback. Animated values are handed to the runtime player; the document is never written
 * by playback.
 */
export class AnimationServiceImpl implements AnimationService, KeyframeAnimationService {
  private readonly currentSubject = new BehaviorSubject<Current>(undefined);
  private readonly animationsSubject: BehaviorSubject<readonly AnimationEntity[]>;
  private readonly stateSubject = new BehaviorSubject<PlaybackState>('stopped');
  private readonly timeSubject = new BehaviorSubject<number>(0);
  /** Animation seconds since the start of playback (speed applied), before loop/swing folding. */
  private elapsed = 0;
  private counter = 0;
  /** Run-time place of each state animation that was jumped or moved (never written to the document). */
  private readonly stateRuntimes = new Map<string, { from: string | undefined; to: string; elapsed: number; progress: number }>();
  private readonly stateRuntimeSubject = new Subject<string>();
  readonly onDidChangeStateRuntime = this.stateRuntimeSubject.asObservable();
  readonly onDidChangeCurrent = this.currentSubject.asObservable();
  readonly onDidChangeAnimations;
  readonly onDidChangeState = this.stateSubject.asObservable();
  readonly onDidChangeTime = this.timeSubject.asObservable();
  readonly onDidChangeAnimated = merge(this.stateRuntimeSubject, this.timeSubject, this.stateSubject);
  private readonly groups = new GroupRuntimes();
  private compiled: CompiledAnimation | undefined;
  readonly onDidChangeGroupRuntime = this.groups.onDidChange;

  constructor(
    private readonly document: SceneDocumentService,
    private readonly undo: UndoService,
    private readonly permissions: () => PermissionService | undefined,
    private readonly t: Translate,
  ) {
    this.animationsSubject = new BehaviorSubject<readonly AnimationEntity[]>(animationEntities(document.section('animations')));
    this.onDidChangeAnimations = this.animationsSubject.asObservable();
    document.onDidLoad.subscribe(() => {
      this.stop();
      this.stateRuntimes.clear();
      this.groups.clear();
      this.refresh();
      this.setCurrent(undefined);
      this.restoreRuntimes();
    });
    document.onDidChange.subscribe((change) => {
      if (change.patches.some((p) => p.op === 'setSection' && p.section === 'animations')) this.refresh();
    });
  }

  /** A loaded scene shows its state animations in their saved state and plays the groups that autoPlay or were saved playing. */
  private restoreRuntimes(): void {
    for (const a of this.animations) {
      if (a.kind === 'group' && (a.autoPlay || a.isPlaying)) this.groups.set(a.id, 'playing');
      else if (a.kind === 'state' && a.currState !== a.defaultState && a.states.some((st) => st.stateId === a.currState)) {
        this.stateRuntimes.set(a.id, { from: undefined, to: a.currState, elapsed: Infinity, progress: a.progress });
        this.stateRuntimeSubject.next(a.id);
      } else if (a.kind === 'state' && a.mode === 'progress' && a.progress > 0) {
        this.stateRuntimes.set(a.id, { from: undefined, to: a.currState, elapsed: Infinity, progress: a.progress });
        this.stateRuntimeSubject.next(a.id);
      }
    }
  }

  private refresh(): void {
    this.animationsSubject.next(animationEntities(this.document.section('animations')));
    const current = this.currentSubject.value;
    const found = current && this.animatable(current.id);
    if (current && !found) this.setCurrent(undefined);
    else if (found && found.name !== current?.name) this.currentSubject.next({ id: found.id, name: found.name });
  }

  get animations(): readonly AnimationEntity[] {
    return this.animationsSubject.value;
  }

  get current(): Current {
    return this.currentSubject.value;
  }

  get currentAnimation(): KeyframeAnimation | undefined {
    const current = this.currentSubject.value;
    return current ? this.keyframe(current.id) : undefined;
  }

  get currentStateAnimation(): StateAnimation | undefined {
    const current = this.currentSubject.value;
    return current ? this.stateAnimation(current.id) : undefined;
  }

  private animatable(id: string): KeyframeAnimation | StateAnimation | undefined {
    return this.keyframe(id) ?? this.stateAnimation(id);
  }

  private stateAnimation(id: string): StateAnimation | undefined {
    const found = this.animations.find((a) => a.id === id);
    return found?.kind === 'state' ? found : undefined;
  }

  private requireState(id: string): StateAnimation {
    const found = this.stateAnimation(id);
    if (!found) throw new Error(this.t('scene.animation.notFound'));
    return found;
  }

  private keyframe(id: string): KeyframeAnimation | undefined {
    const found = this.animations.find((a) => a.id === id);
    return found?.kind === 'keyframe' ? found : undefined;
  }

  private require(id: string): KeyframeAnimation {
    const found = this.keyframe(id);
    if (!found) throw new Error(this.t('scene.animation.notFound'));
    return found;
  }

  setCurrent(id: string | undefined): void {
    const found = id === undefined ? undefined : this.animatable(id);
    const next: Current = found ? { id: found.id, name: found.name } : undefined;
    if (next?.id === this.currentSubject.value?.id && next?.name === this.currentSubject.value?.name) return;
    this.stop();
    this.currentSubject.next(next);
  }

  // ---- document edits ----

  private newId(prefix: string): string {
    return `${prefix}${Date.now().toString(36)}${(this.counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  }

  /** Replace one animation in the section (or append it) as one undo step. */
  private write(next: AnimationEntity, options: { label: string; mergeKey?: string }): void {
    const section = this.document.section('animations');
    const index = section.findIndex((a) => typeof a === 'object' && a !== null && !Array.isArray(a) && a.id === next.id);
    if (index < 0 && section.length >= ANIMATION_LIMITS.animations) throw new Error(this.t('scene.animation.tooMany', { max: ANIMATION_LIMITS.animations }));
    const tracks = next.kind === 'keyframe' ? next.tracks : next.kind === 'state' ? next.targets : [];
    if (tracks.length > ANIMATION_LIMITS.tracks) throw new Error(this.t('scene.animation.tooMany', { max: ANIMATION_LIMITS.tracks }));
    if (next.kind === 'keyframe' && next.tracks.reduce((n, tr) => n + tr.keys.length, 0) > ANIMATION_LIMITS.keys) throw new Error(this.t('scene.animation.tooMany', { max: ANIMATION_LIMITS.keys }));
    const value = next as unknown as JsonValue;
    const list = index < 0 ? [...section, value] : section.map((a, i) => (i === index ? value : a));
    this.undo.execute([this.document.setSectionPatch('animations', list)], options);
  }

  private checkName(name: string): string {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > ANIMATION_LIMITS.name) throw new Error(this.t('scene.animation.badName', { max: ANIMATION_LIMITS.name }));
    return trimmed;
  }

  createAnimation(name: string): KeyframeAnimation {
    const fallback = this.t('scene.animation.defaultName', { n: this.animations.filter((a) => a.kind === 'keyframe').length + 1 });
    const animation: KeyframeAnimation = {
      kind: 'keyframe', id: this.newId('anim-'), name: this.checkName(name || fallback), duration: 2, speed: 1, loop: false, swing: false, tracks: [],
    };
    this.write(animation, { label: 'animation.create' });
    this.setCurrent(animation.id);
    return animation;
  }

  deleteAnimation(id: string): void {
    if (!this.animations.some((a) => a.id === id)) throw new Error(this.t('scene.animation.notFound'));
    this.stateRuntimes.delete(id);
    this.groups.delete(id);
    const list = this.document.section('animations').filter((a) => !(typeof a === 'object' && a !== null && !Array.isArray(a) && a.id === id));
    this.undo.execute([this.document.setSectionPatch('animations', list)], { label: 'animation.delete' });
  }

  updateAnimation(id: string, fields: KeyframeAnimationFields): void {
    const animation = this.require(id);
    const next: { -readonly [K in keyof KeyframeAnimation]: KeyframeAnimation[K] } = { ...animation };
    if (fields.name !== undefined) next.name = this.checkName(fields.name);
    if (fields.duration !== undefined) {
      if (!Number.isFinite(fields.duration) || fields.duration < 0.01 || fields.duration > ANIMATION_LIMITS.duration) {
        throw new Error(this.t('scene.animation.badDuration', { max: ANIMATION_LIMITS.duration }));
      }
      next.duration = fields.duration;
    }
    if (fields.speed !== undefined) {
      if (!Number.isFinite(fields.speed) || fields.speed < 0.01 || fields.speed > 100) throw new Error(this.t('scene.animation.badSpeed'));
      next.speed = fields.speed;
    }
    if (fields.loop !== undefined) next.loop = fields.loop;
    if (fields.swing !== undefined) next.swing = fields.swing;
    this.write(next, { label: 'animation.update', mergeKey: `animation.update.${id}` });
    if (this.time > next.duration) this.seek(next.duration);
  }

  private withTrack(animation: KeyframeAnimation, nodeId: NodeId, property: string, change: (keys: readonly Keyframe[]) => readonly Keyframe[]): KeyframeAnimation {
    const exists = animation.tracks.some((tr) => tr.nodeId === nodeId && tr.property === property);
    const tracks: AnimationTrack[] = exists
      ? animation.tracks.map((tr) => (tr.nodeId === nodeId && tr.property === property ? { ...tr, keys: sortKeys(change(tr.keys)) } : tr))
      : [...animation.tracks, { nodeId, property, keys: sortKeys(change([])) }];
    return { ...animation, tracks };
  }

  private keyAt(keys: readonly Keyframe[], time: number, value: JsonValue): { keys: Keyframe[]; key: Keyframe } {
    const same = keys.find((k) => Math.abs(k.time - time) < SAME_TIME);
    const key: Keyframe = same ? { ...same, value } : { id: this.newId('key-'), time, value };
    return { key, keys: same ? keys.map((k) => (k === same ? key : k)) : [...keys, key] };
  }

  private clampTime(animation: KeyframeAnimation, time: number): number {
    return Math.min(animation.duration, Math.max(0, Number.isFinite(time) ? time : 0));
  }

  setKey(animationId: string, nodeId: NodeId, property: string, time: number, value: JsonValue): Keyframe {
    const animation = this.require(animationId);
    const at = this.clampTime(animation, time);
    let key: Keyframe | undefined;
    const next = this.withTrack(animation, nodeId, property, (keys) => {
      const result = this.keyAt(keys, at, value);
      key = result.key;
      return result.keys;
    });
    this.write(next, { label: 'animation.setKey' });
    return key!;
  }

  addKeysAtTime(animationId: string, time: number, tracks?: readonly { readonly nodeId: NodeId; readonly property: string }[]): number {
    const animation = this.require(animationId);
    const at = this.clampTime(animation, time);
    const targets = tracks ?? animation.tracks;
    let next = animation;
    let added = 0;
    for (const target of targets) {
      const node = this.document.get(target.nodeId);
      const value = node && valueAtPath(node.props, target.property);
      if (value === undefined) continue;
      next = this.withTrack(next, target.nodeId, target.property, (keys) => this.keyAt(keys, at, value).keys);
      added++;
    }
    if (added) this.write(next, { label: 'animation.setKey' });
    return added;
  }

  removeKeys(animationId: string, keyIds: readonly string[]): void {
    const animation = this.require(animationId);
    const drop = new Set(keyIds);
    const tracks = animation.tracks.map((tr) => ({ ...tr, keys: tr.keys.filter((k) => !drop.has(k.id)) }));
    this.write({ ...animation, tracks }, { label: 'animation.removeKeys' });
  }

  moveKeys(animationId: string, keyIds: readonly string[], delta: number, mergeKey?: string): void {
    const animation = this.require(animationId);
    const moved = new Set(keyIds);
    const tracks = animation.tracks.map((tr) => {
      if (!tr.keys.some((k) => moved.has(k.id))) return tr;
      const shifted = tr.keys.map((k) => (moved.has(k.id) ? { ...k, time: this.clampTime(animation, k.time + delta) } : k));
      // A moved key landing on an unmoved one replaces it.
      const kept = shifted.filter((k) => moved.has(k.id) || !shifted.some((m) => moved.has(m.id) && Math.abs(m.time - k.time) < SAME_TIME));
      return { ...tr, keys: sortKeys(kept) };
    });
    this.write({ ...animation, tracks }, { label: 'animation.moveKeys', ...(mergeKey ? { mergeKey } : {}) });
  }

  setKeyInterpolation(animationId: string, keyId: string, interpolation: KeyInterpolation, easing?: string): void {
    const animation = this.require(animationId);
    const tracks = animation.tracks.map((tr) => ({
      ...tr,
      keys: tr.keys.map((k) => {
        if (k.id !== keyId) return k;
        const { easing: _old, ...rest } = k;
        return easing ? { ...rest, interpolation, easing } : { ...rest, interpolation };
      }),
    }));
    this.write({ ...animation, tracks }, { label: 'animation.setKey' });
  }

  // ---- the inspector's calls ----

  isStateDriven(id: NodeId, property: string): boolean {
    return this.animations.some((a) => a.kind === 'state' && a.targets.some((tg) => tg.nodeId === id && tg.property === property));
  }

  isMoverDriven(id: NodeId, property: string): boolean {
    return findMover(this.document, id, property) !== undefined;
  }

  /** The plan's refusal of adding to an animation: the spec's message with the Upgrade link. */
  private planRefusal(permissions: PermissionService): AnimationEditResult {
    return { ok: false, message: this.t('scene.animation.noPermission'), ...(permissions.upgradeAction ? { action: permissions.upgradeAction } : {}) };
  }

  addProperty(id: NodeId, property: string, title: string): AnimationEditResult {
    const state = this.currentStateAnimation;
    if (state) return this.addStateTarget(state, id, property, title);
    const animation = this.currentAnimation;
    if (!animation) return { ok: false, message: this.t('scene.animation.noCurrent') };
    const permissions = this.permissions();
    if (permissions && !permissions.allows('animationKeyframes')) return this.planRefusal(permissions);
    if (this.isMoverDriven(id, property)) return { ok: false, message: this.t('scene.animation.moverDriven', { property: title }) };
    const rule = parameterTargetRefusal(this.document, id);
    if (rule) return { ok: false, message: this.t(rule) };
    if (animation.tracks.some((tr) => tr.nodeId === id && tr.property === property)) {
      return { ok: false, message: this.t('scene.animation.alreadyAdded', { property: title, name: animation.name }) };
    }
    const node = this.document.get(id);
    const value = node ? valueAtPath(node.props, property) : undefined;
    try {
      // The track starts with a key at the playhead holding the property's value now.
      const next = this.withTrack(animation, id, property, (keys) => (value === undefined ? keys : this.keyAt(keys, this.clampTime(animation, this.time), value).keys));
      this.write(next, { label: 'animation.addProperty' });
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    return { ok: true, message: this.t('scene.animation.added', { property: title, name: animation.name }) };
  }

  removeProperty(id: NodeId, property: string, title: string): AnimationEditResult {
    const state = this.currentStateAnimation;
    if (state) {
      if (!state.targets.some((tg) => tg.nodeId === id && tg.property === property)) {
        return { ok: false, message: this.t('scene.animation.notInAnimation', { property: title, name: state.name }) };
      }
      this.write({ ...state, targets: state.targets.filter((tg) => !(tg.nodeId === id && tg.property === property)) }, { label: 'animation.removeProperty' });
      return { ok: true, message: this.t('scene.animation.removed', { property: title, name: state.name }) };
    }
    const animation = this.currentAnimation;
    if (!animation) return { ok: false, message: this.t('scene.animation.noCurrent') };
    if (!animation.tracks.some((tr) => tr.nodeId === id && tr.property === property)) {
      return { ok: false, message: this.t('scene.animation.notInAnimation', { property: title, name: animation.name }) };
    }
    const tracks = animation.tracks.filter((tr) => !(tr.nodeId === id && tr.property === property));
    this.write({ ...animation, tracks }, { label: 'animation.removeProperty' });
    return { ok: true, message: this.t('scene.animation.removed', { property: title, name: animation.name }) };
  }

  private addStateTarget(state: StateAnimation, id: NodeId, property: string, title: string): AnimationEditResult {
    const permissions = this.permissions();
    if (permissions && !permissions.allows('animationKeyframes')) return this.planRefusal(permissions);
    if (this.isMoverDriven(id, property)) return { ok: false, message: this.t('scene.animation.moverDriven', { property: title }) };
    const rule = parameterTargetRefusal(this.document, id);
    if (rule) return { ok: false, message: this.t(rule) };
    if (state.targets.some((tg) => tg.nodeId === id && tg.property === property)) {
      return { ok: false, message: this.t('scene.animation.alreadyAdded', { property: title, name: state.name }) };
    }
    const node = this.document.get(id);
    const value = node ? valueAtPath(node.props, property) : undefined;
    if (value === undefined) return { ok: false, message: this.t('scene.animation.noValue', { property: title }) };
    // Every state starts with the property's value now; record a state after changing it.
    const values = Object.fromEntries(state.states.map((st) => [st.stateId, value]));
    try {
      this.write({ ...state, targets: [...state.targets, { nodeId: id, property, values }] }, { label: 'animation.addProperty' });
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    return { ok: true, message: this.t('scene.animation.added', { property: title, name: state.name }) };
  }

  addCamera(cameraId: NodeId, values: Readonly<Record<string, JsonValue>>, title: string): AnimationEditResult {
    const animation = this.currentAnimation;
    if (!animation) return { ok: false, message: this.t('scene.animation.noCurrent') };
    const permissions = this.permissions();
    if (permissions && !permissions.allows('animationKeyframes')) return this.planRefusal(permissions);
    if (animation.owner !== undefined && !this.document.isAncestor(animation.owner, cameraId)) {
      return { ok: false, message: this.t('scene.animation.otherContainer', { name: animation.name }) };
    }
    if (animation.tracks.some((tr) => tr.nodeId === cameraId)) {
      return { ok: false, message: this.t('scene.animation.alreadyAdded', { property: title, name: animation.name }) };
    }
    let next = animation;
    const at = this.clampTime(animation, this.time);
    for (const [property, value] of Object.entries(values)) next = this.withTrack(next, cameraId, property, (keys) => this.keyAt(keys, at, value).keys);
    try {
      this.write(next, { label: 'animation.addProperty' });
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    return { ok: true, message: this.t('scene.animation.added', { property: title, name: animation.name }) };
  }

  disconnectCamera(cameraId: NodeId, title: string): AnimationEditResult {
    const animation = this.currentAnimation;
    if (!animation) return { ok: false, message: this.t('scene.animation.noCurrent') };
    if (!animation.tracks.some((tr) => tr.nodeId === cameraId)) {
      return { ok: false, message: this.t('scene.animation.notInAnimation', { property: title, name: animation.name }) };
    }
    this.write({ ...animation, tracks: animation.tracks.filter((tr) => tr.nodeId !== cameraId) }, { label: 'animation.removeProperty' });
    return { ok: true, message: this.t('scene.animation.removed', { property: title, name: animation.name }) };
  }

  // ---- state animations ----

  createStateAnimation(name: string, owner?: NodeId): StateAnimation {
    const refusal = stateAnimationRefusal(this.document, this.animations, owner);
    if (refusal) throw new Error(this.t(refusal));
    const fallback = this.t('scene.animation.defaultStateName', { n: this.animations.filter((a) => a.kind === 'state').length + 1 });
    const states = [1, 2].map((n) => ({ stateId: this.newId('state-'), name: this.t('scene.animation.stateName', { n }) }));
    const animation: StateAnimation = {
      kind: 'state', id: this.newId('states-'), name: this.checkName(name || fallback), mode: 'states', states,
      currState: states[0].stateId, defaultState: states[0].stateId, progress: 0, duration: 1, targets: [], ...(owner ? { owner } : {}),
    };
    this.write(animation, { label: 'animation.create' });
    this.setCurrent(animation.id);
    return animation;
  }

  addState(id: string, name?: string): void {
    const animation = this.requireState(id);
    const stateId = this.newId('state-');
    const state = { stateId, name: this.checkName(name || this.t('scene.animation.stateName', { n: animation.states.length + 1 })) };
    // The new state starts with the values of the last one.
    const last = animation.states[animation.states.length - 1]?.stateId;
    const targets = animation.targets.map((tg) => ({ ...tg, values: { ...tg.values, ...(last !== undefined && tg.values[last] !== undefined ? { [stateId]: tg.values[last] } : {}) } }));
    this.write({ ...animation, states: [...animation.states, state], targets }, { label: 'animation.addState' });
  }

  recordState(id: string, stateId: string): void {
    const animation = this.requireState(id);
    if (!animation.states.some((st) => st.stateId === stateId)) throw new Error(this.t('scene.animation.notFound'));
    const targets = animation.targets.map((tg) => {
      const node = this.document.get(tg.nodeId);
      const value = node ? valueAtPath(node.props, tg.property) : undefined;
      return value === undefined ? tg : { ...tg, values: { ...tg.values, [stateId]: value } };
    });
    this.write({ ...animation, targets }, { label: 'animation.recordState' });
  }

  updateStateAnimation(id: string, fields: StateAnimationFields): void {
    const animation = this.requireState(id);
    const next: { -readonly [K in keyof StateAnimation]: StateAnimation[K] } = { ...animation };
    if (fields.name !== undefined) next.name = this.checkName(fields.name);
    if (fields.mode !== undefined) next.mode = fields.mode === 'progress' ? 'progress' : 'states';
    if (fields.duration !== undefined) {
      if (!Number.isFinite(fields.duration) || fields.duration < 0 || fields.duration > ANIMATION_LIMITS.duration) {
        throw new Error(this.t('scene.animation.badDuration', { max: ANIMATION_LIMITS.duration }));
      }
      next.duration = fields.duration;
    }
    if (fields.defaultState !== undefined && animation.states.some((st) => st.stateId === fields.defaultState)) next.defaultState = fields.defaultState;
    this.write(next, { label: 'animation.update', mergeKey: `animation.update.${id}` });
  }

  jumpToState(id: string, stateId: string, options?: StateShowOptions): void {
    const animation = this.requireState(id);
    if (!animation.states.some((st) => st.stateId === stateId)) throw new Error(this.t('scene.animation.notFound'));
    const runtime = this.stateRuntimes.get(id);
    const from = runtime ? runtime.to : undefined;
    this.stateRuntimes.set(id, { from, to: stateId, elapsed: animation.duration > 0 ? 0 : Infinity, progress: runtime?.progress ?? animation.progress });
    this.stateRuntimeSubject.next(id);
    // The state shown is saved with the scene (currState); jumps in a row are one undo step.
    if (options?.record !== false && animation.currState !== stateId) this.write({ ...animation, currState: stateId }, { label: 'animation.currState', mergeKey: `animation.currState.${id}` });
  }

  setProgress(id: string, progress: number, options?: StateShowOptions): void {
    const animation = this.requireState(id);
    const p = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 0));
    const runtime = this.stateRuntimes.get(id);
    this.stateRuntimes.set(id, { from: runtime?.from, to: runtime?.to ?? animation.currState, elapsed: Infinity, progress: p });
    this.stateRuntimeSubject.next(id);
    if (options?.record !== false && animation.progress !== p) this.write({ ...animation, progress: p }, { label: 'animation.progress', mergeKey: `animation.progress.${id}` });
  }

  // ---- animation groups ----

  private group(id: string): AnimationGroupData {
    const found = this.animations.find((a) => a.id === id);
    if (found?.kind !== 'group') throw new Error(this.t('scene.animation.notFound'));
    return found;
  }

  updateGroup(id: string, fields: AnimationGroupFields): void {
    const group = this.group(id);
    const next: { -readonly [K in keyof AnimationGroupData]: AnimationGroupData[K] } = { ...group };
    if (fields.name !== undefined) next.name = this.checkName(fields.name);
    if (fields.weight !== undefined) {
      const { min, max } = ANIMATION_GROUP_LIMITS.weight;
      if (!Number.isFinite(fields.weight) || fields.weight < min || fields.weight > max) throw new Error(this.t('scene.animation.badWeight', { min, max }));
      next.weight = fields.weight;
    }
    if (fields.autoPlay !== undefined) next.autoPlay = fields.autoPlay === true;
    if (fields.loopAnimation !== undefined) next.loopAnimation = fields.loopAnimation === true;
    if (fields.isPlaying !== undefined) next.isPlaying = fields.isPlaying === true;
    // Each edit is a step of its own: the panel's fields commit once (a checkbox, a weight on Enter), never as a drag.
    this.write(next, { label: 'animation.updateGroup' });
  }

  deleteGroup(id: string): void {
    this.group(id);
    this.deleteAnimation(id);
  }

  playGroup(id: string): void {
    this.group(id);
    this.groups.set(id, 'playing');
  }

  pauseGroup(id: string): void {
    this.group(id);
    if (this.groups.get(id).state === 'playing') this.groups.set(id, 'paused');
  }

  stopGroup(id: string, options?: { readonly rewind?: boolean }): void {
    this.group(id);
    this.groups.set(id, 'stopped', options?.rewind !== false);
  }

  resetGroup(id: string): void {
    this.group(id);
    this.groups.set(id, this.groups.get(id).state, true);
  }

  groupRuntime(id: string): GroupRuntime {
    return this.groups.get(id);
  }

  stateRuntime(id: string): StateRuntime | undefined {
    const runtime = this.stateRuntimes.get(id);
    const animation = this.stateAnimation(id);
    if (!runtime || !animation) return undefined;
    const transition = animation.duration > 0 ? Math.min(1, runtime.elapsed / animation.duration) : 1;
    return { stateId: runtime.to, transition, progress: runtime.progress };
  }

  private advanceStates(seconds: number): void {
    for (const [id, runtime] of this.stateRuntimes) {
      const animation = this.stateAnimation(id);
      if (!animation || runtime.elapsed >= animation.duration) continue;
      runtime.elapsed += seconds;
      this.stateRuntimeSubject.next(id);
    }
  }

  private stateValues(out: AnimatedValue[]): void {
    for (const [id, runtime] of this.stateRuntimes) {
      const animation = this.stateAnimation(id);
      if (!animation) continue;
      for (const target of animation.targets) {
        let value: JsonValue | undefined;
        if (animation.mode === 'progress') value = progressValue(animation, target.values, runtime.progress);
        else {
          const to = target.values[runtime.to];
          if (to === undefined) continue;
          const node = this.document.get(target.nodeId);
          const from = (runtime.from !== undefined ? target.values[runtime.from] : undefined) ?? (node ? valueAtPath(node.props, target.property) : undefined);
          const t = animation.duration > 0 ? Math.min(1, runtime.elapsed / animation.duration) : 1;
          value = from === undefined || t >= 1 ? to : interpolateValue(from, to, ease('easeInOutQuad', t));
        }
        if (value !== undefined) out.push({ nodeId: target.nodeId, property: target.property, value });
      }
    }
  }

  // ---- playback ----

  get state(): PlaybackState {
    return this.stateSubject.value;
  }

  get time(): number {
    return this.timeSubject.value;
  }

  private setState(state: PlaybackState): void {
    if (state !== this.state) this.stateSubject.next(state);
  }

  private setTime(time: number): void {
    if (time !== this.time) this.timeSubject.next(time);
  }

  play(): void {
    const animation = this.currentAnimation;
    if (!animation) return;
    // Playing from the end starts again.
    if (this.time >= animation.duration) this.elapsed = 0;
    this.setState('playing');
  }

  pause(): void {
    if (this.state === 'playing') this.setState('paused');
  }

  stop(): void {
    this.elapsed = 0;
    this.setState('stopped');
    this.setTime(0);
  }

  seek(time: number): void {
    const animation = this.currentAnimation;
    if (!animation) return;
    const at = this.clampTime(animation, time);
    this.elapsed = at;
    if (this.state === 'stopped') this.setState('paused');
    this.setTime(at);
  }

  advance(seconds: number): void {
    this.advanceStates(Math.max(0, seconds));
    const animation = this.currentAnimation;
    if (this.state !== 'playing' || !animation) return;
    this.elapsed += Math.max(0, seconds) * animation.speed;
    const position = playbackPosition(this.elapsed, animation.duration, animation.loop, animation.swing);
    this.setTime(position.time);
    if (position.done) {
      this.elapsed = position.time;
      this.setState('paused');
    }
  }

  /** The current keyframe animation compiled (kept until the animation object changes) and evaluated at the playhead. */
  private compiledNow(): CompiledAnimation | undefined {
    const animation = this.currentAnimation;
    if (!animation || this.state === 'stopped') return undefined;
    if (this.compiled?.animation !== animation) this.compiled = new CompiledAnimation(animation);
    if (this.compiled.time !== this.time) this.compiled.evaluate(this.time);
    return this.compiled;
  }

  sample(): AnimationSample {
    const keyframes = this.compiledNow();
    const values: AnimatedValue[] = [];
    if (this.stateRuntimes.size) this.stateValues(values);
    if (keyframes) this.otherValues(keyframes, values);
    return { keyframes, values };
  }

  private otherValues(keyframes: CompiledAnimation, out: AnimatedValue[]): void {
    for (const track of keyframes.other) {
      const value = evaluateTrack(track, this.time);
      if (value !== undefined) out.push({ nodeId: track.nodeId, property: track.property, value });
    }
  }

  animatedValue(id: NodeId, property: string): JsonValue | undefined {
    if (!this.stateRuntimes.size && this.state === 'stopped') return undefined;
    const driven = this.values().filter((v) => v.nodeId === id && (v.property === property || v.property.startsWith(`${property}.`)));
    if (!driven.length) return undefined;
    const whole = driven.findLast((v) => v.property === property);
    if (whole) return whole.value;
    // Only parts are driven ('position.y'): the document's value with those parts replaced.
    let props = { [property]: this.document.get(id)?.props[property] ?? {} } as Record<string, JsonValue>;
    for (const part of driven) props = withValueAtPath(props, part.property, part.value);
    return props[property];
  }

  values(): AnimatedValue[] {
    const out: AnimatedValue[] = [];
    if (this.stateRuntimes.size) this.stateValues(out);
    const keyframes = this.compiledNow();
    if (!keyframes) return out;
    for (const track of keyframes.tracks) out.push({ nodeId: track.nodeId, property: track.property, value: keyframes.valueOf(track) });
    this.otherValues(keyframes, out);
    return out;
  }
}
