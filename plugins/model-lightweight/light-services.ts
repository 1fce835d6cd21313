import type { ApiService, CommandService, NotificationAction, NotificationService, TranslateFn } from '../../sdk/index.js';

/** A model of the open scene the dialog can lighten (the selected mesh's stored model). */
export interface SceneModel {
  /** File name sent with the upload (the node's name and the model's extension). */
  readonly fileName: string;
  /** The model's bytes. */
  load(): Promise<ArrayBuffer>;
}

/** What the Lightweight dialog works with. */
export interface LightServices {
  readonly api: ApiService;
  readonly t: TranslateFn;
  readonly commands: CommandService | undefined;
  readonly notifications: NotificationService | undefined;
  /** Whether the plan allows models over 100 MB. */
  readonly largeModels: boolean;
  /** The Upgrade link a refusal by the plan offers (the permission service's), if any. */
  readonly upgrade: NotificationAction | undefined;
  /** The selected mesh's model when the dialog opened, if any. */
  readonly selected: SceneModel | undefined;
  /** Whether a scene is open to use the result in. */
  hasScene(): boolean;
}
