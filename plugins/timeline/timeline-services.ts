import type { I18nService, KeyframeAnimationService, NotificationService, SceneDocumentService, TranslateFn } from '../../sdk/index.js';

/** What the timeline panel uses, captured when the plugin activates. */
export interface TimelineServices {
  readonly animation: KeyframeAnimationService;
  readonly document: SceneDocumentService;
  readonly i18n?: I18nService;
  readonly notifications?: NotificationService;
  readonly t: TranslateFn;
}
