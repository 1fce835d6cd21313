import { ApiService, I18nService, Locales, NotificationService, OpenScenesService, SceneIoService } from '../../../sdk/index.js';
import type { LocaleId } from '../../../sdk/index.js';
import { serviceModule, type ServiceModule } from '../../kernel/editor-kernel.js';
import { optional, provide } from '../../kernel/service-declaration.js';
import { SceneDocumentWriter } from '../scene/scene-document-writer.js';
import { UndoControl } from '../scene/undo-control.js';
import { openScenesCoreLocales } from './locales.js';
import { OpenScenesRegistry } from './open-scenes-service.js';

/** Declares the open-scene registry over the scene io, the document writer, undo and the api. */
export const openScenesModule: ServiceModule = serviceModule(
  [
    provide(
      OpenScenesService,
      [SceneIoService, SceneDocumentWriter, UndoControl, ApiService, optional(NotificationService), optional(I18nService)],
      (io, document, undo, api, notifications, i18n) => new OpenScenesRegistry({
        io: () => io,
        document: () => document,
        undo: () => undo,
        api: () => api,
        notifications: () => notifications,
        translate: (key) => i18n?.t(key) ?? key,
      }),
    ),
  ],
  (registry) => {
    for (const locale of Object.keys(openScenesCoreLocales) as LocaleId[]) registry.contribute(Locales, { locale, texts: openScenesCoreLocales[locale] });
  },
);
