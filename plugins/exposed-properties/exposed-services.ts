import type { ExposedPropertiesService, I18nService, NotificationService, SceneDocumentService, SelectionService, TranslateFn } from '../../sdk/index.js';

/** What the dialog and the collection panel use, captured at activation. */
export interface ExposedServices {
  readonly exposed: ExposedPropertiesService;
  readonly document: SceneDocumentService;
  readonly selection: SelectionService;
  readonly i18n?: I18nService;
  readonly notifications?: NotificationService;
  readonly t: TranslateFn;
}
