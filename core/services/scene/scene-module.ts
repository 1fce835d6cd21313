import { ExposedPropertiesService, I18nService, Locales, SceneDocumentService, SelectionService, UndoService } from '../../../sdk/index.js';
import type { LocaleId } from '../../../sdk/index.js';
import { serviceModule, type ServiceModule } from '../../kernel/kernel-parts.js';
import { optional, provide } from '../../kernel/service-declaration.js';
import { animationCleanupPatches } from '../animation/animation-cleanup.js';
import { exposedCleanupPatches } from './exposed-cleanup.js';
import { ExposedPropertiesServiceImpl } from './exposed-properties-service.js';
import { sceneServiceLocales } from './locales.js';
import { readonlyDocument } from './readonly-document.js';
import { SceneDocumentServiceImpl } from './scene-document-service.js';
import { SceneDocumentWriter } from './scene-document-writer.js';
import { SelectionServiceImpl } from './selection-service.js';
import { isStateDrivenIn } from './state-driven.js';
import { createTranslator } from './translator.js';
import { UndoServiceImpl } from './undo-service.js';
import { PUBLIC_UNDO_MEMBERS, UndoControl } from './undo-control.js';
import { publicView } from '../../kernel/public-view.js';

/**
 * Declares the scene document (the writer for core, a read-only view for plugins), selection, undo (removing a node's
 * exposed properties with it), and exposed properties. The animation services (`KeyframeAnimationService`, `AnimationService`) are provided by the
 * builtin.animation plugin; the undo follow-up that removes a deleted node's animation tracks stays here (document integrity).
 */
export const sceneServiceModule: ServiceModule = serviceModule(
  [
    provide(SceneDocumentWriter, [], () => new SceneDocumentServiceImpl()),
    provide(SceneDocumentService, [SceneDocumentWriter], (writer) => readonlyDocument(writer)),
    provide(SelectionService, [SceneDocumentService], (document) => new SelectionServiceImpl(document)),
    provide(UndoControl, [SceneDocumentWriter, SceneDocumentService], (writer, document) => {
      const undo = new UndoServiceImpl(writer);
      // Deleting a node deletes its exposed properties in the same step.
      undo.addFollowUp((patches) => exposedCleanupPatches(document, patches));
      // …and its animation tracks.
      undo.addFollowUp((patches) => animationCleanupPatches(document, patches));
      return undo;
    }),
    provide(UndoService, [UndoControl], (undo) => publicView<UndoService>(undo, PUBLIC_UNDO_MEMBERS)),
    provide(ExposedPropertiesService, [SceneDocumentService, UndoService, optional(I18nService)], (document, undo, i18n) =>
      new ExposedPropertiesServiceImpl(document, undo, (id, property) => isStateDrivenIn(document, id, property), createTranslator(() => i18n))),
  ],
  (registry) => {
    for (const locale of Object.keys(sceneServiceLocales) as LocaleId[]) registry.contribute(Locales, { locale, texts: sceneServiceLocales[locale] });
  },
);
