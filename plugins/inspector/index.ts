import {
  AnimationService, CommandService, Commands, createTranslate, definePlugin, ExposedPropertiesService, I18nService, Locales,
  NodeTypes, NotificationService, Panels, PermissionService, PluginFaultService, PropertyEditorHost, PropertyEditors, SceneDocumentService, SelectionService, UndoService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { createEditorHost } from './editor-host.js';
import { inspectorPanelFor } from './inspector-panel.js';
import type { InspectorServices } from './inspector-services.js';
import { inspectorLocales } from './locales.js';

/** The property inspector panel (right area), and the PropertyEditorHost service. */
export default definePlugin({
  id: 'builtin.inspector',
  dependsOn: ['builtin.animation'], // the animation services
  activate(ctx) {
    for (const locale of Object.keys(inspectorLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: inspectorLocales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const services: InspectorServices = {
      document: ctx.get(SceneDocumentService),
      selection: ctx.get(SelectionService),
      undo: ctx.get(UndoService),
      exposed: ctx.get(ExposedPropertiesService),
      animation: ctx.get(AnimationService),
      i18n,
      notifications: ctx.tryGet(NotificationService),
      permissions: ctx.tryGet(PermissionService),
      commandService: ctx.tryGet(CommandService),
      faults: ctx.tryGet(PluginFaultService),
      nodeTypes: ctx.contributions(NodeTypes),
      editors: ctx.contributions(PropertyEditors),
      commands: ctx.contributions(Commands),
      t: createTranslate(i18n, inspectorLocales),
    };
    // Editors that draw rows of their own (a geometry builder's parameters) choose and host editors as the panel does.
    ctx.provide(PropertyEditorHost, [], () => createEditorHost(services));
    ctx.contribute(Panels, {
      id: 'inspector',
      titleKey: 'inspector.title',
      area: 'right',
      order: 0,
      component: inspectorPanelFor(services),
    });
  },
});
