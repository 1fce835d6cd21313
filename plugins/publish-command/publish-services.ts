import type { ApiService, NotificationService, PermissionService, TranslateFn } from '../../sdk/index.js';

/** What the publish dialog uses, captured when the plugin activates. */
export interface PublishServices {
  readonly api: ApiService;
  readonly t: TranslateFn;
  readonly notifications?: NotificationService;
  /** The plan's gates (watermark, loading page, poster style); absent: nothing is locked here, the server still checks. */
  readonly permissions?: PermissionService;
  /** The site's origin, for the links' addresses. */
  readonly origin: string;
}

/** The scene the dialog publishes: saved, so it has a uuid and a saved version. */
export interface PublishTarget {
  readonly sceneUuid: string;
  readonly projectUuid: string;
  readonly name: string;
  readonly category: string;
}
