import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

/** One scene open in the designer as a tab. */
export interface OpenSceneTab {
  /** Scene uuid; '+<timestamp>' until the first save. */
  readonly id: string;
  /** Project uuid. */
  readonly projectUuid: string;
  /** Scene name. */
  readonly name: string;
  /** Category. */
  readonly category: string;
  /** Loaded or last saved version (0 before the first save). */
  readonly version: number;
  /** Unsaved changes (spec 000 §4 needSave). */
  readonly needSave: boolean;
  /** Whether the uuid is still temporary (never saved). */
  readonly temporary: boolean;
}

/** One saved version as the versions panel lists it. */
export interface SceneVersionEntry {
  /** The version number to open. */
  readonly version: number;
  /** Display text: cut at the first '.', anything up to ':' dropped (spec 000 §5). */
  readonly label: string;
  /** Who saved it. */
  readonly user: string;
  /** When (ms since epoch). */
  readonly time: number;
}

/** A save refused because someone else saved the scene since it was loaded. */
export interface SceneSaveConflict {
  /** The scene. */
  readonly sceneId: string;
  /** The version on the server now. */
  readonly latestVersion: number;
  /** Who saved it. */
  readonly lastModifiedBy: string;
  /** When. */
  readonly lastModifiedTime: number;
}

/** The open-scene registry of the designer: tabs, the active scene, save, versions (spec 000 §4). */
export interface OpenScenesService {
  /** The open scenes in tab order. */
  readonly tabs: readonly OpenSceneTab[];
  /** The active scene's id. */
  readonly activeId: string | undefined;
  /** Emits the tabs now and after every change (open, switch, close, save, needSave). */
  readonly onDidChange: Observable<readonly OpenSceneTab[]>;
  /** Emits synchronously before the active scene is serialised for a save; listeners may still fix the document. */
  readonly onWillSave: Observable<OpenSceneTab>;
  /** Emits when a save was refused as stale; the UI offers reload or save-as-new. */
  readonly onDidConflict: Observable<SceneSaveConflict>;
  /** Open a saved scene (or switch to its tab); with a version, that older version's content. */
  open(projectUuid: string, sceneId: string, version?: number): Promise<OpenSceneTab>;
  /** Start a new scene with a temporary uuid '+<timestamp>'. */
  openNew(projectUuid: string, name: string, category?: string): Promise<OpenSceneTab>;
  /** Make another open scene active (its unsaved edits are kept). */
  switchTo(id: string): Promise<void>;
  /** Close a tab without asking (the UI asks first when it needs saving). */
  close(id: string): Promise<void>;
  /** Close every tab without asking. */
  closeAll(): Promise<void>;
  /** Save the active scene; force saves on top of a newer version (save as new). Rejects on failure. */
  save(options?: { readonly force?: boolean }): Promise<OpenSceneTab>;
  /** Drop the active scene's edits and load its latest version. */
  reload(): Promise<void>;
  /** The saved versions of a scene, newest first. */
  versions(sceneId: string): Promise<SceneVersionEntry[]>;
  /** Whether any open scene has unsaved changes. */
  readonly hasUnsaved: boolean;
  /** Whether images may be uploaded now; when the active scene is unsaved, shows 'please save the scene first' and returns false. */
  ensureSavedForUpload(): boolean;
}

/** Service id of the open-scene registry. */
export const OpenScenesService = createServiceId<OpenScenesService>('openScenes');

/** Command ids of the open-scene registry's commands. */
export const OpenScenesCommandIds = Object.freeze({
  /** Save the active scene (Ctrl+S). */
  save: 'openScenes.save',
  /** Close every open scene, asking to save each unsaved one. */
  closeAll: 'openScenes.closeAll',
});
