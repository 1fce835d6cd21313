import {
  AnimationService, ExposedPropertiesService, I18nService, KeyframeAnimationService, Locales, PermissionService, SceneDocumentService, SelectionService,
  UndoService,
} from '../../../sdk/index.js';
import type { LocaleId } from '../../../sdk/index.js';
import { serviceModule, type ServiceModule } from '../../kernel/editor-kernel.js';
import { lazy, optional, provide } from '../../kernel/service-declaration.js';
import { animationCleanupPatches } from '../animation/animation-cleanup.js';
import { AnimationServiceImpl } from '../animation/animation-service.js';
import { exposedCleanupPatches } from './exposed-cleanup.js';
import { ExposedPropertiesServiceImpl } from './exposed-properties-service.js';
import { sceneServiceLocales } from './locales.js';
import { readonlyDocument } from './readonly-document.js';
import { SceneDocumentServiceImpl } from './scene-document-service.js';
import { SceneDocumentWriter } from './scene-document-writer.js';
import { SelectionServiceImpl } from './selection-service.js';
import { createTranslator } from './translator.js';
import { UndoServiceImpl } from './undo-service.js';
import { PUBLIC_UNDO_MEMBERS, UndoControl } from './undo-control.js';
import { publicView } from '../../kernel/public-view.js';

/**
 * Declares the scene document (the writer for core, a read-only view for plugins), selection, undo (removing a node's
 * exposed properties with it), exposed properties and the animation service (keyframe animations in the document, their playback).
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
    provide(KeyframeAnimationService, [SceneDocumentService, UndoService, lazy(PermissionService), optional(I18nService)], (document, undo, permissions, i18n) =>
      new AnimationServiceImpl(document, undo, permissions, createTranslator(() => i18n))),
    // One object answers both ids: the inspector's calls and the timeline's edits and playback.
    provide(AnimationService, [KeyframeAnimationService], (keyframes) => keyframes as AnimationServiceImpl, { fallback: true }),
    provide(ExposedPropertiesService, [SceneDocumentService, UndoService, lazy(AnimationService), optional(I18nService)], (document, undo, animation, i18n) =>
      new ExposedPropertiesServiceImpl(document, undo, animation, createTranslator(() => i18n))),
  ],
  (registry) => {
    for (const locale of Object.keys(sceneServiceLocales) as LocaleId[]) registry.contribute(Locales, { locale, texts: sceneServiceLocales[locale] });
  },
);
