import {
  ApiService, Commands, createTranslate, definePlugin, engineWidthOf, I18nService, LayoutService, Locales, NodeTypes, NotificationService, OpenScenesService,
  Panels, SceneDocumentService, SelectionService, UndoService, ViewportCommandIds, ViewportService,
} from '../../sdk/index.js';
import type { ComponentDrag, LocaleId } from '../../sdk/index.js';
import { ComponentActions, ComponentRefusal } from './component-actions.js';
import { createComponentPanel } from './component-panel.js';
import { locales } from './locales.js';

/**
 * Component libraries in the designer (docs/market.md): the approved libraries' and one's own components, inserted
 * into the open scene with their materials (and their assets given to the scene's project); the selection shared as a
 * component; one's own library submitted for review; a manager's approval and its taking back (declared endpoints,
 * the twins of the spec's /v calls).
 */
export default definePlugin({
  id: 'builtin.component-library',
  dependsOn: ['builtin.open-scenes', 'builtin.viewport-state'], // OpenScenesService, ViewportService
  // The libraries and components come from the server.
  capabilities: ['api.raw'],
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const api = ctx.tryGet(ApiService);
    const scenes = ctx.tryGet(OpenScenesService);
    if (!api || !scenes) return;
    const nodeTypes = ctx.contributions(NodeTypes);
    const actions = new ComponentActions({
      api, scenes, t, document: ctx.get(SceneDocumentService), undo: ctx.get(UndoService), selection: ctx.get(SelectionService),
      hasPosition: (type) => nodeTypes.current.find((x) => x.id === type)?.descriptors.some((d) => d.name === 'position') ?? false,
      widthOf: (id) => engineWidthOf(ctx.tryGet(ViewportService)?.scene, id),
    });
    const notifications = ctx.tryGet(NotificationService);
    ctx.contribute(Panels, { id: 'componentLibrary', titleKey: 'componentLibrary.title', area: 'left', order: 6, component: createComponentPanel(actions, t, notifications) });
    // A component dragged from the panel onto the viewport (the viewport runs this with the drop point).
    ctx.contribute(Commands, {
      id: ViewportCommandIds.insertComponent, titleKey: 'componentLibrary.insertCommand',
      run: async ({ args }) => {
        const drag = args as Partial<ComponentDrag> | undefined;
        // From the palette (no component): show the panel.
        if (typeof drag?.componentId !== 'string') return void ctx.tryGet(LayoutService)?.showPanel('componentLibrary');
        try {
          const name = await actions.insert(drag.componentId, drag.at);
          notifications?.success(t('componentLibrary.inserted', { name }));
        } catch (e) {
          if (e instanceof ComponentRefusal) notifications?.warning(t(e.message));
        }
      },
    });
    ctx.contribute(Commands, { id: 'componentLibrary.show', titleKey: 'componentLibrary.show', run: () => ctx.tryGet(LayoutService)?.showPanel('componentLibrary') });
  },
});
