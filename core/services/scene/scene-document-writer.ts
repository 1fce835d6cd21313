import { createServiceId } from '../../../sdk/index.js';
import type { ChangeOrigin, SceneChange, SceneDocumentData, SceneDocumentService, ScenePatch } from '../../../sdk/index.js';

/**
 * The document with its write methods. Only core holds it (the undo service, scene loading and the open-scene
 * registry); plugins get the read-only `SceneDocumentService` and write through the undo service.
 */
export interface SceneDocumentWriter extends SceneDocumentService {
  /**
   * Apply patches in order, all or nothing: when one throws, those before it are taken back and the error rethrown,
   * with no change event. On success, one change event with every patch.
   */
  apply(patches: readonly ScenePatch[], origin: ChangeOrigin): void;
  /**
   * Apply patches like `apply` (in order, all or nothing) but emit no change event: a transaction applies its edits
   * this way and announces the whole step once it commits (or nothing, when it is taken back).
   */
  applySilently(patches: readonly ScenePatch[]): void;
  /** Emit one change event for patches applied silently (the step of a committed transaction). */
  announce(change: SceneChange): void;
  /** Replace the whole document (open or reload); emits onDidLoad. A document that is not valid is refused and nothing changes. */
  replace(data: SceneDocumentData): void;
  /** Replace the whole document from a stored `content` string ('' gives an empty document); emits onDidLoad. */
  load(content: string): void;
}

/** Id of the document writer; bound by the scene module, never handed to plugins through the SDK. */
export const SceneDocumentWriter = createServiceId<SceneDocumentWriter>('core.scene.documentWriter');
