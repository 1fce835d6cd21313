import type {
  ContributionList, I18nService, LayoutService, LogicBlockContribution, NodeTypeContribution, NotificationService, OpenScenesService,
  SceneDocumentService, TestHooksService, TranslateFn, UndoService,
} from '../../sdk/index.js';
import type { PuzzleFrame } from './puzzle-frame.js';

/** What the logic window works with. */
export interface LogicWindowDeps {
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  readonly layout: LayoutService;
  readonly i18n?: I18nService;
  readonly notifications?: NotificationService;
  readonly openScenes?: OpenScenesService;
  readonly blocks: ContributionList<LogicBlockContribution>;
  readonly nodeTypes: ContributionList<NodeTypeContribution>;
  readonly t: TranslateFn;
  readonly puzzle: PuzzleFrame;
  /** The test build's hooks (the e2e suite reaches the workspace as window.__kfLogicWorkspace); undefined in production. */
  readonly testHooks?: TestHooksService;
}
