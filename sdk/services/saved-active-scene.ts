import type { OpenScenesService, OpenSceneTab } from './open-scenes.js';

/** What `savedActiveScene` found: the active scene as saved, or why there is none. */
export type SavedActiveScene =
  | { readonly tab: OpenSceneTab }
  /** No scene is open. */
  | { readonly problem: 'noScene' }
  /** The save was refused or failed: `error` as thrown (an `ApiError` was already shown to the user by the api service). */
  | { readonly problem: 'failed'; readonly error: unknown }
  /** The save ended without saving (e.g. a conflict, which the open-scenes dialog answers). */
  | { readonly problem: 'notSaved' };

/**
 * The active scene as it is saved on the server, for a command that works on the saved version (preview, publish,
 * export): saved first when it has unsaved changes or was never saved. The caller tells the user about a problem in
 * its own words.
 */
export async function savedActiveScene(openScenes: OpenScenesService | undefined): Promise<SavedActiveScene> {
  const active = openScenes?.tabs.find((tab) => tab.id === openScenes.activeId);
  if (!openScenes || !active) return { problem: 'noScene' };
  if (!active.needSave && !active.temporary) return { tab: active };
  let tab: OpenSceneTab;
  try {
    tab = await openScenes.save();
  } catch (error) {
    return { problem: 'failed', error };
  }
  return tab.needSave || tab.temporary ? { problem: 'notSaved' } : { tab };
}
