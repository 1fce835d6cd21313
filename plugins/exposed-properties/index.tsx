import {
  Commands, createTranslate, definePlugin, dialogSlot, DialogService, ExposedPropertiesService, I18nService, Locales,
  NotificationService, Panels, SceneCommandIds, SceneDocumentService, SelectionService, toDisposable,
} from '../../sdk/index.js';
import type { ExposeDialogArgs, ExposedProperty, LocaleId } from '../../sdk/index.js';
import { collectionPanelFor } from './collection-panel.js';
import type { ExposedServices } from './exposed-services.js';
import { exposedLocales } from './locales.js';
import { ExposeDialog } from './expose-dialog.js';
import './exposed.css';

/** The 'Set Parameters' dialog (opened by command) and the exposed-property collection panel. */
export default definePlugin({
  id: 'builtin.exposed-properties',
  activate(ctx) {
    for (const locale of Object.keys(exposedLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: exposedLocales[locale] });
    const i18n = ctx.tryGet(I18nService);
    const services: ExposedServices = {
      exposed: ctx.get(ExposedPropertiesService),
      document: ctx.get(SceneDocumentService),
      selection: ctx.get(SelectionService),
      i18n,
      notifications: ctx.tryGet(NotificationService),
      t: createTranslate(i18n, exposedLocales),
    };
    const slot = dialogSlot(ctx.tryGet(DialogService));
    ctx.subscriptions.add(toDisposable(() => slot.dispose()));
    const open = (a: ExposeDialogArgs) => slot.show(({ close }) => <ExposeDialog args={a} services={services} onClose={() => close()} />, { className: 'kf-exposed-layer' });
    ctx.contribute(Commands, {
      id: SceneCommandIds.openExposeDialog,
      titleKey: 'exposedProperties.openDialog',
      run: ({ args }) => {
        const a = args as ExposeDialogArgs | undefined;
        if (!a?.owner || !a.property) {
          services.notifications?.notify('info', services.t('exposedProperties.howTo'));
          return;
        }
        void open(a);
      },
    });
    const reopen = (item: ExposedProperty) => {
      const property = item.path.slice(item.owner.id.length + 1);
      void open({ owner: item.owner, property, type: item.type, title: property });
    };
    ctx.contribute(Panels, { id: 'exposed-properties', titleKey: 'exposedProperties.panelTitle', area: 'right', order: 1, component: collectionPanelFor(services, reopen) });
  },
});
