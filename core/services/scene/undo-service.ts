import { BehaviorSubject, Subject } from 'rxjs';
import { invertPatches, sameJson, toDisposable } from '../../../sdk/index.js';
import type { Disposable, EditOptions, ScenePatch } from '../../../sdk/index.js';
import type { UndoControl } from './undo-control.js';
import type { SceneDocumentWriter } from './scene-document-writer.js';
import { foldPatches } from './fold-patches.js';

/** Edits with the same merge key closer together than this become one step (ms). */
export const MERGE_WINDOW_MS = 1000;
/** The most steps kept. */
export const HISTORY_LIMIT = 200;

interface Step {
  patches: ScenePatch[];
  readonly mergeKey?: string;
  readonly label?: string;
  /** Last edit time, for the merge window. */
  time: number;
  /** Open gesture: every edit with its key merges here. */
  open: boolean;
  /** Closed gesture: never merged into again. */
  sealed: boolean;
  /** setProp index by `${id}\u0000${key}`, to keep one patch per property when merging. */
  readonly props: Map<string, number>;
}

/** An open gesture: needSave and the edit count when it began, and how many edits it made itself. */
interface Gesture {
  readonly needSaveBefore: boolean;
  readonly editsBefore: number;
  own: number;
}

/**
 * A rule that adds patches to an edit so the document stays consistent (e.g. drop the exposed properties of removed
 * nodes); its patches become part of the same undo step. Called with the edit's patches before they are applied.
 */
export type FollowUpRule = (patches: readonly ScenePatch[]) => readonly ScenePatch[];

/** An open transact(): the patches its edits applied, in order. */
interface Transaction {
  readonly patches: ScenePatch[];
}

/** Options of the undo service (for tests: a clock and limits). */
export interface UndoServiceOptions {
  readonly now?: () => number;
  readonly limit?: number;
  readonly mergeWindowMs?: number;
}

/** Every document change as an undoable step built from patches and their inverses. */
export class UndoServiceImpl implements UndoControl {
  private readonly undoStack: Step[] = [];
  private redoStack: Step[] = [];
  private readonly gestures = new Map<string, Gesture>();
  private readonly followUps: FollowUpRule[] = [];
  /** Edits, undos and redos so far; a gesture restores needSave only when nothing else happened meanwhile. */
  private edits = 0;
  private readonly needSaveSubject = new BehaviorSubject<boolean>(false);
  private readonly historySubject = new Subject<void>();
  readonly onDidChangeNeedSave = this.needSaveSubject.asObservable();
  readonly onDidChangeHistory = this.historySubject.asObservable();
  private readonly now: () => number;
  private readonly limit: number;
  private readonly window: number;
  private transaction: Transaction | undefined;

  constructor(private readonly document: SceneDocumentWriter, options: UndoServiceOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.limit = options.limit ?? HISTORY_LIMIT;
    this.window = options.mergeWindowMs ?? MERGE_WINDOW_MS;
    document.onDidLoad.subscribe(() => {
      this.clear();
      this.setNeedSave(false);
    });
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  get needSave(): boolean {
    return this.needSaveSubject.value;
  }

  /** Number of steps that can be undone. */
  get depth(): number {
    return this.undoStack.length;
  }

  /** Add a rule whose patches join every edit's step (not undo/redo: their steps already hold them). */
  addFollowUp(rule: FollowUpRule): Disposable {
    this.followUps.push(rule);
    return toDisposable(() => {
      const index = this.followUps.indexOf(rule);
      if (index >= 0) this.followUps.splice(index, 1);
    });
  }

  execute(input: readonly ScenePatch[], options: EditOptions = {}): void {
    // An empty transaction (nothing, or only writes of the value a property already has) records nothing.
    if (input.every(isNoopPatch)) return;
    const extra = this.followUps.flatMap((rule) => rule(input));
    const patches = extra.length > 0 ? [...input, ...extra] : input;
    // All or nothing: a patch that cannot be applied throws here, before anything is recorded.
    if (this.transaction) {
      // Inside a transaction listeners hear nothing yet: the step is announced once, when the transaction commits.
      this.document.applySilently(patches);
      this.transaction.patches.push(...patches);
      return;
    }
    this.document.apply(patches, 'edit');
    this.record(patches, options);
  }

  transact<T>(edits: () => T, options: EditOptions = {}): T {
    if (typeof edits !== 'function') throw new Error('UndoService.transact needs a function that makes the edits');
    const outer = this.transaction;
    const transaction = outer ?? { patches: [] };
    const start = transaction.patches.length;
    this.transaction = transaction;
    let result: T;
    try {
      result = edits();
      if (isThenable(result)) {
        throw new Error('UndoService.transact takes a synchronous function: edits made after an await would not be part of the step; its edits were taken back');
      }
    } catch (error) {
      // Taken back silently: nobody heard of its edits, and together they change nothing.
      const applied = transaction.patches.splice(start);
      if (applied.length > 0) this.document.applySilently(invertPatches(applied));
      throw error;
    } finally {
      this.transaction = outer;
    }
    if (!outer && transaction.patches.length > 0) {
      // One change for the whole step (tldraw's model): listeners (the runtime, the inspector) run once per step.
      this.document.announce({ patches: foldPatches(transaction.patches), origin: 'edit' });
      this.record(transaction.patches, options);
    }
    return result;
  }

  /** Record applied patches as a step (or merge them into the last one). */
  private record(patches: readonly ScenePatch[], options: EditOptions): void {
    this.edits += 1;
    this.redoStack = [];
    const time = this.now();
    const key = options.mergeKey;
    const top = this.undoStack[this.undoStack.length - 1];
    const gesture = key === undefined ? undefined : this.gestures.get(key);
    if (gesture) gesture.own += 1;
    const mergeable = top !== undefined && key !== undefined && top.mergeKey === key && !top.sealed
      && (top.open || (!this.gestures.has(key) && time - top.time <= this.window));
    if (mergeable) {
      this.merge(top, patches);
      top.time = time;
    } else {
      const step: Step = { patches: [], mergeKey: key, label: options.label, time, open: key !== undefined && this.gestures.has(key), sealed: false, props: new Map() };
      this.merge(step, patches);
      this.undoStack.push(step);
      if (this.undoStack.length > this.limit) this.undoStack.splice(0, this.undoStack.length - this.limit);
    }
    if (!options.keepSaved) this.setNeedSave(true);
    this.historySubject.next();
  }

  beginGesture(mergeKey: string): void {
    this.gestures.set(mergeKey, { needSaveBefore: this.needSave, editsBefore: this.edits, own: 0 });
    const top = this.undoStack[this.undoStack.length - 1];
    // A new gesture starts a new step even if the last one has the same key.
    if (top && top.mergeKey === mergeKey && !top.open) top.sealed = true;
  }

  endGesture(mergeKey: string): void {
    this.closeGesture(mergeKey, false);
  }

  cancelGesture(mergeKey: string): void {
    this.closeGesture(mergeKey, true);
  }

  /** Close a gesture; when cancelled, its step is reverted. A step that changes nothing is dropped, needSave restored. */
  private closeGesture(mergeKey: string, revert: boolean): void {
    const gesture = this.gestures.get(mergeKey);
    this.gestures.delete(mergeKey);
    let dropped = false;
    for (let i = this.undoStack.length - 1; i >= 0; i--) {
      const step = this.undoStack[i];
      if (!step.open || step.mergeKey !== mergeKey) continue;
      step.open = false;
      step.sealed = true;
      if (revert && !isNoop(step)) {
        if (i !== this.undoStack.length - 1) continue; // later steps depend on it: keep it as an undoable step
        this.document.apply(invertPatches(step.patches), 'undo');
      } else if (!isNoop(step)) continue;
      // A gesture that ended where it started (a cancelled colour picker) leaves no step to undo.
      this.undoStack.splice(i, 1);
      dropped = true;
    }
    // Nothing else happened since the gesture began: the scene is as saved (or unsaved) as it was then.
    if (gesture && dropped && this.edits - gesture.editsBefore === gesture.own) this.setNeedSave(gesture.needSaveBefore);
    if (dropped) this.historySubject.next();
  }

  undo(): boolean {
    this.refuseInTransaction('undo');
    const step = this.undoStack[this.undoStack.length - 1];
    if (!step) return false;
    // Applied first: when it fails, the step stays where it was.
    this.document.apply(invertPatches(step.patches), 'undo');
    this.undoStack.pop();
    step.open = false;
    step.sealed = true;
    this.edits += 1;
    this.redoStack.push(step);
    this.setNeedSave(true);
    this.historySubject.next();
    return true;
  }

  redo(): boolean {
    this.refuseInTransaction('redo');
    const step = this.redoStack[this.redoStack.length - 1];
    if (!step) return false;
    this.document.apply(step.patches, 'redo');
    this.redoStack.pop();
    this.edits += 1;
    this.undoStack.push(step);
    this.setNeedSave(true);
    this.historySubject.next();
    return true;
  }

  clear(): void {
    this.undoStack.length = 0;
    this.redoStack = [];
    this.gestures.clear();
    this.historySubject.next();
  }

  private refuseInTransaction(what: string): void {
    if (this.transaction) throw new Error(`Cannot ${what} while a transaction is open`);
  }

  setNeedSave(value: boolean): void {
    if (this.needSaveSubject.value !== value) this.needSaveSubject.next(value);
  }

  /** Append patches to a step, keeping one setProp per property (its first old value, its last new value). */
  private merge(step: Step, patches: readonly ScenePatch[]): void {
    for (const patch of patches) {
      if (patch.op === 'setProp') {
        const slot = `${patch.id}\u0000${patch.key}`;
        const index = step.props.get(slot);
        if (index !== undefined) {
          const first = step.patches[index] as Extract<ScenePatch, { op: 'setProp' }>;
          step.patches[index] = { ...patch, old: first.old };
          continue;
        }
        step.props.set(slot, step.patches.length);
      } else {
        // Structural patches change what later setProps mean: stop folding across them.
        step.props.clear();
      }
      step.patches.push(patch);
    }
  }
}

function isThenable(value: unknown): boolean {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** Whether a patch changes nothing: a property or section write of the value it already has. */
function isNoopPatch(patch: ScenePatch): boolean {
  if (patch.op === 'setProp') return sameJson(patch.old, patch.value);
  if (patch.op === 'setSection') return sameJson(patch.old, patch.value);
  if (patch.op === 'setName') return patch.old === patch.name;
  return false;
}

/** Whether a step changes nothing (its merged writes all ended on the value they started from). */
function isNoop(step: Step): boolean {
  return step.patches.every(isNoopPatch);
}
