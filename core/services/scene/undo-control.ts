import { createServiceId } from '../../../sdk/index.js';
import type { UndoService } from '../../../sdk/index.js';

/** The undo service as the core uses it: the public `UndoService` plus setting the unsaved mark (opening and saving a scene). */
export interface UndoControl extends UndoService {
  /** Set needSave (true on project-level edits, false after a successful save). */
  setNeedSave(value: boolean): void;
}

/** Core id of the undo service's control (plugins get `UndoService`, without the setter). */
export const UndoControl = createServiceId<UndoControl>('core.scene.undo');

/** Every member of the public undo interface: the view plugins get lists exactly these. */
export const PUBLIC_UNDO_MEMBERS: Readonly<Record<keyof UndoService, true>> = {
  execute: true, transact: true, beginGesture: true, endGesture: true, cancelGesture: true, undo: true, redo: true,
  canUndo: true, canRedo: true, depth: true, clear: true, needSave: true, onDidChangeNeedSave: true, onDidChangeHistory: true,
};
