import type { DialogService, OpenScenesService, OpenSceneTab, SceneSaveConflict, TranslateFn } from '../../sdk/index.js';
import { ChoiceDialog } from './choice-dialog.js';

/** Ask whether to save a scene before closing it (cancel when it cannot be asked). */
export async function askSave(dialogs: DialogService | undefined, t: TranslateFn, tab: OpenSceneTab): Promise<'save' | 'discard' | 'cancel'> {
  const answer = await dialogs?.show<'save' | 'discard' | 'cancel'>(({ close }) => (
    <ChoiceDialog
      title={t('openScenes.askSave.title')}
      message={t('openScenes.askSave.message', { name: tab.name })}
      cancel="cancel"
      testId="ask-save-dialog"
      onDone={close}
      choices={[
        { value: 'cancel', label: t('openScenes.cancel'), testId: 'ask-save-cancel' },
        { value: 'discard', label: t('openScenes.askSave.discard'), testId: 'ask-save-discard' },
        { value: 'save', label: t('openScenes.askSave.save'), primary: true, testId: 'ask-save-save' },
      ]}
    />
  ));
  return answer ?? 'cancel';
}

/** Offer reload or save-as-new after a stale save (cancel when it cannot be asked). */
export async function askConflict(dialogs: DialogService | undefined, t: TranslateFn, conflict: SceneSaveConflict): Promise<'reload' | 'saveAsNew' | 'cancel'> {
  const answer = await dialogs?.show<'reload' | 'saveAsNew' | 'cancel'>(({ close }) => (
    <ChoiceDialog
      title={t('openScenes.conflict.title')}
      message={t('openScenes.conflict.message', { user: conflict.lastModifiedBy || '?', version: conflict.latestVersion })}
      cancel="cancel"
      testId="conflict-dialog"
      onDone={close}
      choices={[
        { value: 'cancel', label: t('openScenes.cancel'), testId: 'conflict-cancel' },
        { value: 'reload', label: t('openScenes.conflict.reload'), testId: 'conflict-reload' },
        { value: 'saveAsNew', label: t('openScenes.conflict.saveAsNew'), primary: true, testId: 'conflict-save-as-new' },
      ]}
    />
  ));
  return answer ?? 'cancel';
}

/** Resolve a conflict the user was asked about; returns the scene as saved when the answer was 'save as new'. */
export async function resolveConflict(openScenes: OpenScenesService, answer: 'reload' | 'saveAsNew' | 'cancel'): Promise<OpenSceneTab | undefined> {
  if (answer === 'reload') await openScenes.reload();
  else if (answer === 'saveAsNew') return openScenes.save({ force: true });
  return undefined;
}
