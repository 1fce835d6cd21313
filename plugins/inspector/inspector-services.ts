import type {
  AnimationService, CommandContribution, CommandService, ContributionList, ExposedPropertiesService, NodeTypeContribution,
  NotificationService, PermissionService, PropertyEditorContribution, SceneDocumentService, SelectionService, TranslateFn,
  I18nService, PluginFaultService, UndoService,
} from '../../sdk/index.js';

/** Everything the inspector panel uses, captured from the plugin context at activation. */
export interface InspectorServices {
  readonly document: SceneDocumentService;
  readonly selection: SelectionService;
  readonly undo: UndoService;
  readonly exposed: ExposedPropertiesService;
  readonly animation: AnimationService;
  readonly i18n?: I18nService;
  readonly notifications?: NotificationService;
  readonly permissions?: PermissionService;
  readonly commandService?: CommandService;
  /** Where an editor's failure is reported, attributed to the plugin that contributed it. */
  readonly faults?: PluginFaultService;
  readonly nodeTypes: ContributionList<NodeTypeContribution>;
  readonly editors: ContributionList<PropertyEditorContribution>;
  readonly commands: ContributionList<CommandContribution>;
  readonly t: TranslateFn;
}
