import type {
  ApiService, SceneAssetsService, ContributionList, DataSourceKind, LocaleId, LayoutService, LiveDataService, NodeTypeContribution, NotificationService, SceneDocumentService,
  SelectionService, TranslateFn, UndoService,
} from '../../sdk/index.js';

/** What the live-data panel reads and edits through. */
export interface PanelServices {
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  readonly selection: SelectionService;
  readonly live: LiveDataService;
  readonly kinds: ContributionList<DataSourceKind>;
  readonly nodeTypes: ContributionList<NodeTypeContribution>;
  readonly notifications: NotificationService | undefined;
  readonly layout: LayoutService | undefined;
  /** Calls of the server (data relays), when the page has them. */
  readonly api: ApiService | undefined;
  /** The open scene's project (a relay belongs to it). */
  readonly assets: SceneAssetsService | undefined;
  readonly t: TranslateFn;
  /** The interface language now. */
  locale(): LocaleId;
  /** The property (and item) the panel's binding form starts from, set by 'Bind to live data…'. */
  readonly draft: { property?: string; item?: string };
}
