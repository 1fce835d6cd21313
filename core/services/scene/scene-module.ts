import { AnimationService, ExposedPropertiesService, I18nService, Locales, SceneDocumentService, SelectionService, UndoService } from '../../../sdk/index.js';
import type { LocaleId } from '../../../sdk/index.js';
import type { ServiceModule } from '../../kernel/editor-kernel.js';
import { DefaultAnimationService } from './default-animation-service.js';
import { exposedCleanupPatches } from './exposed-cleanup.js';
import { ExposedPropertiesServiceImpl } from './exposed-properties-service.js';
import { sceneServiceLocales } from './locales.js';
import { readonlyDocument } from './readonly-document.js';
import { SceneDocumentServiceImpl } from './scene-document-service.js';
import { SceneDocumentWriter } from './scene-document-writer.js';
import { SelectionServiceImpl } from './selection-service.js';
import { createTranslator } from './translator.js';
import { UndoServiceImpl } from './undo-service.js';

/** Binds the scene document, selection, undo (removing a node's exposed properties with it), exposed-properties and (unless one is bound) a refusing animation service. */
export const sceneServiceModule: ServiceModule = ({ services, registry }) => {
  for (const locale of Object.keys(sceneServiceLocales) as LocaleId[]) {
    registry.contribute(Locales, { locale, texts: sceneServiceLocales[locale] });
  }
  const t = createTranslator(() => services.tryGet(I18nService));
  const document = new SceneDocumentServiceImpl();
  const undo = new UndoServiceImpl(document);
  // Deleting a node deletes its exposed properties in the same step.
  undo.addFollowUp((patches) => exposedCleanupPatches(view, patches));
  // Plugins get the read-only view; the writer stays in core (undo, scene io, open scenes).
  const view = readonlyDocument(document);
  services.bindValue(SceneDocumentWriter, document);
  services.bindValue(SceneDocumentService, view);
  services.bindValue(SelectionService, new SelectionServiceImpl(view));
  services.bindValue(UndoService, undo);
  if (!services.has(AnimationService)) {
    services.bindValue(AnimationService, new DefaultAnimationService(t));
  }
  services.bindValue(ExposedPropertiesService, new ExposedPropertiesServiceImpl(view, undo, () => services.tryGet(AnimationService), t));
};
