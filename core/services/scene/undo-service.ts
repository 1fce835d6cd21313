import { BehaviorSubject, Subject } from 'rxjs';
import { invertPatches } from '../../../sdk/index.js';
import type { EditOptions, SceneDocumentService, ScenePatch, UndoService } from '../../../sdk/index.js';

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

/** Options of the undo service (for tests: a clock and limits). */
export interface UndoServiceOptions {
  readonly now?: () => number;
  readonly limit?: number;
  readonly mergeWindowMs?: number;
}

/** Every document change as an undoable step built from patches and their inverses. */
export class UndoServiceImpl implements UndoService {
  private readonly undoStack: Step[] = [];
  private redoStack: Step[] = [];
  private readonly gestures = new Set<string>();
  private readonly needSaveSubject = new BehaviorSubject<boolean>(false);
  private readonly historySubject = new Subject<void>();
  readonly onDidChangeNeedSave = this.needSaveSubject.asObservable();
  readonly onDidChangeHistory = this.historySubject.asObservable();
  private readonly now: () => number;
  private readonly limit: number;
  private readonly window: number;

  constructor(private readonly document: SceneDocumentService, options: UndoServiceOptions = {}) {
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

  execute(patches: readonly ScenePatch[], options: EditOptions = {}): void {
    if (patches.length === 0) return;
    this.document.apply(patches, 'edit');
    this.redoStack = [];
    const time = this.now();
    const key = options.mergeKey;
    const top = this.undoStack[this.undoStack.length - 1];
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
    this.gestures.add(mergeKey);
    const top = this.undoStack[this.undoStack.length - 1];
    // A new gesture starts a new step even if the last one has the same key.
    if (top && top.mergeKey === mergeKey && !top.open) top.sealed = true;
  }

  endGesture(mergeKey: string): void {
    this.gestures.delete(mergeKey);
    let dropped = false;
    for (let i = this.undoStack.length - 1; i >= 0; i--) {
      const step = this.undoStack[i];
      if (!step.open || step.mergeKey !== mergeKey) continue;
      step.open = false;
      step.sealed = true;
      // A gesture that ended where it started (a cancelled colour picker) leaves no step to undo.
      if (isNoop(step)) {
        this.undoStack.splice(i, 1);
        dropped = true;
      }
    }
    if (dropped) this.historySubject.next();
  }

  undo(): boolean {
    const step = this.undoStack.pop();
    if (!step) return false;
    step.open = false;
    step.sealed = true;
    this.document.apply(invertPatches(step.patches), 'undo');
    this.redoStack.push(step);
    this.setNeedSave(true);
    this.historySubject.next();
    return true;
  }

  redo(): boolean {
    const step = this.redoStack.pop();
    if (!step) return false;
    this.document.apply(step.patches, 'redo');
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

/** Whether a step changes nothing: only property writes whose new value equals the old one. */
function isNoop(step: Step): boolean {
  return step.patches.every((p) => p.op === 'setProp' && JSON.stringify(p.old) === JSON.stringify(p.value));
}
