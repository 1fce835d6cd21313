import {
  Commands, createTranslate, DisposableStore, definePlugin, I18nService, Locales, Menus, NodeTypes, NotificationService, SceneCommandIds, SceneDocumentService, SelectionService,
  UndoService, toDisposable,
} from '../../sdk/index.js';
import type { CreateNodeArgs, LocaleId } from '../../sdk/index.js';
import { createNode } from './create-node.js';
import { sceneCommandLocales } from './locales.js';

/** Undo/redo with their keys, and a "create node of type X" command for every creatable node type. */
export default definePlugin({
  id: 'builtin.scene-commands',
  activate(ctx) {
    const locales = Object.keys(sceneCommandLocales) as LocaleId[];
    for (const locale of locales) ctx.contribute(Locales, { locale, texts: sceneCommandLocales[locale] });
    const document = ctx.get(SceneDocumentService);
    const undo = ctx.get(UndoService);
    const selection = ctx.get(SelectionService);
    const i18n = ctx.tryGet(I18nService);
    const notifications = ctx.tryGet(NotificationService);
    const t = createTranslate(i18n, sceneCommandLocales);
    ctx.contribute(Commands, {
      id: SceneCommandIds.undo, titleKey: 'sceneCommands.undo', categoryKey: 'sceneCommands.category',
      keybinding: 'Ctrl+Z', skipInTextInput: true, enabled: () => undo.canUndo, run: () => void undo.undo(),
    });
    ctx.contribute(Commands, {
      id: SceneCommandIds.redo, titleKey: 'sceneCommands.redo', categoryKey: 'sceneCommands.category',
      keybinding: ['Ctrl+Y', 'Ctrl+Shift+Z'], skipInTextInput: true, enabled: () => undo.canRedo, run: () => void undo.redo(),
    });
    ctx.contribute(Menus, { menu: 'edit', command: SceneCommandIds.undo, group: 'history', order: 1 });
    ctx.contribute(Menus, { menu: 'edit', command: SceneCommandIds.redo, group: 'history', order: 2 });

    // One create command per creatable node type, following the NodeTypes point as types come and go.
    const creators = new DisposableStore();
    ctx.subscriptions.add(creators);
    let current = new DisposableStore();
    const sub = ctx.contributions(NodeTypes).onDidChange.subscribe((types) => {
      current.dispose();
      current = creators.add(new DisposableStore());
      for (const type of types) {
        if (!type.creatable) continue;
        const titleKey = `sceneCommands.createType.${type.id}`;
        for (const locale of locales) {
          const text = sceneCommandLocales[locale]['sceneCommands.create'].replace('{{type}}', type.titles[locale]);
          current.add(ctx.contribute(Locales, { locale, texts: { [titleKey]: text } }));
        }
        current.add(ctx.contribute(Commands, {
          id: `${SceneCommandIds.createNodePrefix}${type.id}`,
          titleKey,
          categoryKey: 'sceneCommands.createCategory',
          run: ({ args }) => {
            const id = createNode({ document, undo, selection }, type, i18n ? i18n.pick(type.titles) : type.titles.en, (args ?? {}) as CreateNodeArgs);
            notifications?.success(t('sceneCommands.created', { name: document.get(id)?.name ?? id }));
          },
        }));
      }
    });
    ctx.subscriptions.add(toDisposable(() => sub.unsubscribe()));
  },
});
