import type { ApiService, DesignerRouteService, I18nService, NotificationService, OpenScenesService, OpenSceneTab, TranslateFn } from '../../sdk/index.js';

/** What the plugin's components use. */
export interface OpenScenesPluginServices {
  readonly openScenes: OpenScenesService;
  readonly api: ApiService;
  readonly notifications: NotificationService | undefined;
  readonly i18n: I18nService | undefined;
  readonly t: TranslateFn;
  /** Close a tab, asking to save first when it has unsaved changes; resolves false when the user cancelled. */
  readonly closeWithPrompt: (tab: OpenSceneTab) => Promise<boolean>;
  /** Save the active scene, offering reload / save-as-new on a conflict. */
  readonly saveActive: () => Promise<void>;
  /** The designer's address (designer kernels only). */
  readonly route?: DesignerRouteService;
}
