import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { ScenePatch } from '../scene/document.js';

/** Options of one undoable edit. */
export interface EditOptions {
  /** i18n key or text describing the step (shown in menus). */
  readonly label?: string;
  /** Edits with the same merge key, while a gesture is open or within the merge window, become one step. */
  readonly mergeKey?: string;
  /** Do not mark the scene as needing save (e.g. Copy). */
  readonly keepSaved?: boolean;
}

/** Runs every document change as an undoable step built from patches and their inverses. The only writer of the document. */
export interface UndoService {
  /**
   * Apply patches as one step (one edit on many nodes is one call); patches that change nothing record nothing.
   * All or nothing: when a patch cannot be applied (a missing node, a duplicate id…) it throws, and the document is left
   * as it was, with no change event and no step.
   */
  execute(patches: readonly ScenePatch[], options?: EditOptions): void;
  /**
   * Run `edits` and record every `execute` it makes as one step (with these options; the edits' own options are
   * ignored). Each edit is applied at once, so the function reads the document as its earlier edits left it, but the
   * document announces the step once, as one change (origin 'edit') when the outermost transaction commits. When
   * `edits` throws, everything it applied is taken back, no change is announced (together its edits changed nothing),
   * nothing is recorded, and the error is rethrown. Transactions nest (an inner one joins the outer). `edits` must be synchronous: a function returning a
   * promise is refused (its edits are taken back). Returns what `edits` returns.
   */
  transact<T>(edits: () => T, options?: EditOptions): T;
  /** Start a gesture (drag, colour-picker session): every edit until end() merges into one step. */
  beginGesture(mergeKey: string): void;
  /** Close the gesture started with beginGesture. A gesture that changed nothing leaves no step and keeps needSave. */
  endGesture(mergeKey: string): void;
  /**
   * Close the gesture and take back everything it did (a cancelled colour picker): the document returns to where the
   * gesture began, no step is recorded and needSave is as it was (when nothing else was edited meanwhile).
   */
  cancelGesture(mergeKey: string): void;
  /** Undo one step; false when there is none. */
  undo(): boolean;
  /** Redo one step; false when there is none. */
  redo(): boolean;
  /** Whether there is a step to undo. */
  readonly canUndo: boolean;
  /** How many steps can be undone. */
  readonly depth: number;
  /** Whether there is a step to redo. */
  readonly canRedo: boolean;
  /** Forget all steps (after loading a scene). */
  clear(): void;
  /** Whether the scene has changes that are not saved (spec 000 §4 needSave). */
  readonly needSave: boolean;
  /** Emits needSave now and on every change. */
  readonly onDidChangeNeedSave: Observable<boolean>;
  /** Emits after every execute, undo and redo. */
  readonly onDidChangeHistory: Observable<void>;
}

/** Service id of the undo service. */
export const UndoService = createServiceId<UndoService>('scene.undo');
