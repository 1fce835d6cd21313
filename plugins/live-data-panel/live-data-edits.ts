import { LIVE_DATA_PROP, liveDataToJson, readLiveData, SCENE_ROOT_ID } from '../../sdk/index.js';
import type { LiveDataConfig, SceneDocumentService, UndoService } from '../../sdk/index.js';

/** The scene's live data now. */
export function currentLiveData(document: SceneDocumentService): LiveDataConfig {
  return readLiveData(document.root.props[LIVE_DATA_PROP]);
}

/** Replace the scene's live data in one undoable step (the Scene root's live-data prop). */
export function editLiveData(document: SceneDocumentService, undo: UndoService, edit: (config: LiveDataConfig) => LiveDataConfig, label: string): void {
  const next = edit(currentLiveData(document));
  undo.execute([document.setPropPatch(SCENE_ROOT_ID, LIVE_DATA_PROP, liveDataToJson(next))], { label });
}
