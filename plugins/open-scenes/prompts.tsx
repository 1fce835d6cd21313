import type { OpenScenesService, OpenSceneTab, SceneSaveConflict, TranslateFn } from '../../sdk/index.js';
import { ChoiceDialog } from './choice-dialog.js';
import { showLayer } from './layer.js';

/** Ask whether to save a scene before closing it. */
export function askSave(t: TranslateFn, tab: OpenSceneTab): Promise<'save' | 'discard' | 'cancel'> {
  return showLayer<'save' | 'discard' | 'cancel'>((done) => (
    <ChoiceDialog
      title={t('openScenes.askSave.title')}
      message={t('openScenes.askSave.message', { name: tab.name })}
      cancel="cancel"
      testId="ask-save-dialog"
      onDone={done}
      choices={[
        { value: 'cancel', label: t('openScenes.cancel'), testId: 'ask-save-cancel' },
        { value: 'discard', label: t('openScenes.askSave.discard'), testId: 'ask-save-discard' },
        { value: 'save', label: t('openScenes.askSave.save'), primary: true, testId: 'ask-save-save' },
      ]}
    />
  ));
}

/** Offer reload or save-as-new after a stale save. */
export function askConflict(t: TranslateFn, conflict: SceneSaveConflict): Promise<'reload' | 'saveAsNew' | 'cancel'> {
  return showLayer<'reload' | 'saveAsNew' | 'cancel'>((done) => (
    <ChoiceDialog
      title={t('openScenes.conflict.title')}
      message={t('openScenes.conflict.message', { user: conflict.lastModifiedBy || '?', version: conflict.latestVersion })}
      cancel="cancel"
      testId="conflict-dialog"
      onDone={done}
      choices={[
        { value: 'cancel', label: t('openScenes.cancel'), testId: 'conflict-cancel' },
        { value: 'reload', label: t('openScenes.conflict.reload'), testId: 'conflict-reload' },
        { value: 'saveAsNew', label: t('openScenes.conflict.saveAsNew'), primary: true, testId: 'conflict-save-as-new' },
      ]}
    />
  ));
}

/** Resolve a conflict the user was asked about; returns the scene as saved when the answer was 'save as new'. */
export async function resolveConflict(openScenes: OpenScenesService, answer: 'reload' | 'saveAsNew' | 'cancel'): Promise<OpenSceneTab | undefined> {
  if (answer === 'reload') await openScenes.reload();
  else if (answer === 'saveAsNew') return openScenes.save({ force: true });
  return undefined;
}
