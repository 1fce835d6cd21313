import { createTranslate, definePlugin, I18nService, Locales, NotificationService, OpenScenesService, SceneDocumentService, toDisposable, UndoService } from '../../sdk/index.js';
import type { LocaleId, SceneLogic } from '../../sdk/index.js';
import { logicProtectionLocales } from './locales.js';

function hasCode(text: string | undefined): boolean {
  return typeof text === 'string' && text.trim().length > 0;
}

/**
 * Logic and save protections (spec 000 §4): emptying the logic while a backup exists is refused with
 * 'Logical code emptied'; saving with the logic lost restores the backup with 'Logical code lost, using last version';
 * a save with logic keeps it as the new backup.
 */
export default definePlugin({
  id: 'builtin.logic-protection',
  dependsOn: ['builtin.open-scenes'], // OpenScenesService
  activate(ctx) {
    for (const locale of Object.keys(logicProtectionLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: logicProtectionLocales[locale] });
    const document = ctx.tryGet(SceneDocumentService);
    const undo = ctx.tryGet(UndoService);
    const openScenes = ctx.tryGet(OpenScenesService);
    if (!document || !undo) return;
    const notifications = ctx.tryGet(NotificationService);
    const t = createTranslate(ctx.tryGet(I18nService), logicProtectionLocales);

    const edits = document.onDidChange.subscribe((change) => {
      if (change.origin !== 'edit') return;
      for (const patch of change.patches) {
        if (patch.op !== 'setSection' || patch.section !== 'logic') continue;
        const next = patch.value as unknown as SceneLogic;
        const old = patch.old as unknown as SceneLogic;
        const backup = next.codeBackup || old?.codeBackup;
        if (!hasCode(next.code) && hasCode(old?.code) && hasCode(backup)) {
          notifications?.error(t('logicProtection.emptied'));
          // Not overwritten: put the logic back (after this change has been applied).
          queueMicrotask(() => undo.execute([document.setSectionPatch('logic', { ...next, code: old.code, xml: old.xml })]));
        }
      }
    });
    ctx.subscriptions.add(toDisposable(() => edits.unsubscribe()));

    if (openScenes) {
      const saves = openScenes.onWillSave.subscribe(() => {
        const logic = document.section('logic');
        if (!hasCode(logic.code) && hasCode(logic.codeBackup)) {
          notifications?.error(t('logicProtection.lost'));
          undo.execute([document.setSectionPatch('logic', { ...logic, code: logic.codeBackup, xml: logic.xmlBackup || logic.xml })]);
        } else if (hasCode(logic.code) && (logic.code !== logic.codeBackup || logic.xml !== logic.xmlBackup)) {
          undo.execute([document.setSectionPatch('logic', { ...logic, codeBackup: logic.code, xmlBackup: logic.xml })]);
        }
      });
      ctx.subscriptions.add(toDisposable(() => saves.unsubscribe()));
    }
  },
});
