import {
  CommandService, Commands, createTranslate, engineWidthOf, definePlugin, I18nService, Locales, Menus, NodeTypes, NotificationService, Panels,
  SceneDocumentService, SelectionService, UndoService, ViewportCommandIds, ViewportService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { locales } from './locales.js';
import { createSceneTreePanel } from './scene-tree-panel.js';
import { TreeActions } from './tree-actions.js';

/** The scene tree panel with its clone, copy, paste, delete and move commands. */
export default definePlugin({
  id: 'builtin.scene-tree',
  dependsOn: ['builtin.viewport-state'], // ViewportService
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const t = createTranslate(i18n, locales);
    const document = ctx.get(SceneDocumentService);
    const selection = ctx.get(SelectionService);
    const nodeTypes = ctx.contributions(NodeTypes);
    const actions = new TreeActions({
      document, undo: ctx.get(UndoService), selection, notifications: ctx.tryGet(NotificationService), t,
      isContainer: (type) => nodeTypes.current.find((x) => x.id === type)?.container ?? true,
      hasPosition: (type) => nodeTypes.current.find((x) => x.id === type)?.descriptors.some((d) => d.name === 'position') ?? false,
      widthOf: (id) => engineWidthOf(ctx.tryGet(ViewportService)?.scene, id),
    });
    const category = 'sceneTree.category';
    const hasSelection = () => selection.selected.length > 0;
    const commands: [string, string, string | string[] | undefined, () => void, (() => boolean)?][] = [
      [ViewportCommandIds.deleteSelection, 'sceneTree.delete', 'Delete', () => actions.delete(), hasSelection],
      [ViewportCommandIds.duplicateSelection, 'sceneTree.duplicate', 'Ctrl+D', () => actions.duplicate(), hasSelection],
      ['sceneTree.clone', 'sceneTree.clone', undefined, () => actions.clone(), hasSelection],
      ['sceneTree.copy', 'sceneTree.copy', 'Ctrl+C', () => actions.copy(), hasSelection],
      ['sceneTree.paste', 'sceneTree.paste', 'Ctrl+V', () => actions.paste()],
      ['sceneTree.moveUp', 'sceneTree.moveUp', undefined, () => actions.moveBy(-1), hasSelection],
      ['sceneTree.moveDown', 'sceneTree.moveDown', undefined, () => actions.moveBy(1), hasSelection],
    ];
    for (const [id, titleKey, keybinding, run, enabled] of commands) {
      ctx.contribute(Commands, { id, titleKey, categoryKey: category, keybinding, skipInTextInput: true, enabled, run });
    }
    ctx.contribute(Menus, { menu: 'edit', command: ViewportCommandIds.duplicateSelection, group: 'node', order: 1 });
    ctx.contribute(Menus, { menu: 'edit', command: ViewportCommandIds.deleteSelection, group: 'node', order: 2 });
    ctx.contribute(Panels, {
      id: 'sceneTree', titleKey: 'sceneTree.title', area: 'left', order: 0,
      component: createSceneTreePanel({ document, selection, commands: ctx.tryGet(CommandService), i18n, actions, nodeTypes: () => nodeTypes.current, t }),
    });
  },
});
