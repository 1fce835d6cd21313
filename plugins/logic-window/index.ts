import {
  Commands, createTranslate, definePlugin, I18nService, LayoutService, Locales, LogicBlocks, Menus, NodeTypes, NotificationService,
  OpenScenesService, Panels, SceneDocumentService, TestHooksService, toDisposable, UndoService,
} from '../../sdk/index.js';
import type { Disposable, LocaleId, PanelMountContext } from '../../sdk/index.js';
import { filter, take } from 'rxjs';
import { logicWindowLocales } from './locales.js';
import type { LogicWindowDeps } from './logic-window-deps.js';
import { PuzzleFrame } from './puzzle-frame.js';

/** The logic window's panel id. */
export const LOGIC_PANEL_ID = 'logic';

/**
 * Draw the panel; Blockly is in its own chunk, fetched when the panel is first shown. A hidden tab is mounted too
 * (the centre's Logic tab behind the Viewport at every designer start): it waits, so a designer that never opens the
 * logic window never loads, compiles or runs Blockly's 700 kB.
 */
function mountLazily(element: HTMLElement, context: PanelMountContext, deps: LogicWindowDeps): Disposable {
  let disposed = false;
  let mounted: Disposable | undefined;
  const note = element.ownerDocument.createElement('div');
  note.className = 'kf-logic-note';
  note.textContent = deps.t('logicWindow.loading');
  element.append(note);
  const load = () => import('./logic-workspace.js').then(
    (module) => {
      if (disposed) return;
      note.remove();
      mounted = module.mountLogicWorkspace(element, context, deps);
    },
    (error: unknown) => {
      note.textContent = deps.t('logicWindow.loadFailed', { message: error instanceof Error ? error.message : String(error) });
    },
  );
  const shown = context.visible.pipe(filter(Boolean), take(1)).subscribe(() => void load());
  return toDisposable(() => {
    disposed = true;
    shown.unsubscribe();
    mounted?.dispose();
    note.remove();
  });
}

/** The logic window: a Blockly workspace of the scene's puzzles, its toolbox made of the LogicBlocks contributions. */
export default definePlugin({
  id: 'builtin.logic-window',
  dependsOn: ['builtin.open-scenes'], // OpenScenesService
  activate(ctx) {
    for (const locale of Object.keys(logicWindowLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: logicWindowLocales[locale] });
    const document = ctx.tryGet(SceneDocumentService);
    const undo = ctx.tryGet(UndoService);
    const layout = ctx.tryGet(LayoutService);
    if (!document || !undo || !layout) return;
    const i18n = ctx.tryGet(I18nService);
    const deps: LogicWindowDeps = {
      document, undo, layout, i18n,
      notifications: ctx.tryGet(NotificationService),
      openScenes: ctx.tryGet(OpenScenesService),
      blocks: ctx.contributions(LogicBlocks),
      nodeTypes: ctx.contributions(NodeTypes),
      t: createTranslate(i18n, logicWindowLocales),
      puzzle: new PuzzleFrame(layout),
      testHooks: ctx.tryGet(TestHooksService),
    };
    ctx.subscriptions.add(toDisposable(() => deps.puzzle.dispose()));
    ctx.contribute(Panels, {
      id: LOGIC_PANEL_ID, titleKey: 'logicWindow.title', area: 'center', order: 20, mainIn: 'logical',
      mount: (element, context) => mountLazily(element, context, deps),
    });
    ctx.contribute(Commands, { id: 'logicWindow.show', titleKey: 'logicWindow.show', categoryKey: 'logicWindow.category', run: () => layout.showPanel(LOGIC_PANEL_ID) });
    ctx.contribute(Menus, { menu: 'view', command: 'logicWindow.show', group: '2_mode', order: 2 });
  },
});
