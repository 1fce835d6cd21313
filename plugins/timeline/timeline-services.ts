import type { I18nService, KeyframeAnimationService, NotificationService, PermissionService, SceneDocumentService, TranslateFn } from '../../sdk/index.js';

/** What the timeline panel uses, captured when the plugin activates. */
export interface TimelineServices {
  readonly animation: KeyframeAnimationService;
  readonly document: SceneDocumentService;
  readonly i18n?: I18nService;
  readonly notifications?: NotificationService;
  /** The plan's gates: keyframe controls show a lock when the plan refuses them. */
  readonly permissions?: PermissionService;
  readonly t: TranslateFn;
}
