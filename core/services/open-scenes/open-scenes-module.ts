import { ApiService, I18nService, Locales, NotificationService, OpenScenesService, SceneIoService, UndoService } from '../../../sdk/index.js';
import type { LocaleId } from '../../../sdk/index.js';
import type { ServiceModule } from '../../kernel/editor-kernel.js';
import { openScenesCoreLocales } from './locales.js';
import { OpenScenesRegistry } from './open-scenes-service.js';
import { SceneDocumentWriter } from '../scene/scene-document-writer.js';

/** Binds the open-scene registry (it finds the scene io, document and undo services when first used). */
export const openScenesModule: ServiceModule = ({ services, registry }) => {
  for (const locale of Object.keys(openScenesCoreLocales) as LocaleId[]) registry.contribute(Locales, { locale, texts: openScenesCoreLocales[locale] });
  services.bindValue(
    OpenScenesService,
    new OpenScenesRegistry({
      io: () => services.get(SceneIoService),
      document: () => services.get(SceneDocumentWriter),
      undo: () => services.get(UndoService),
      api: () => services.get(ApiService),
      notifications: () => services.tryGet(NotificationService),
      translate: (key) => services.tryGet(I18nService)?.t(key) ?? key,
    }),
  );
};
