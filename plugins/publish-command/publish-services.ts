import type { ApiService, NotificationService, TranslateFn } from '../../sdk/index.js';

/** What the publish dialog uses, captured when the plugin activates. */
export interface PublishServices {
  readonly api: ApiService;
  readonly t: TranslateFn;
  readonly notifications?: NotificationService;
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
