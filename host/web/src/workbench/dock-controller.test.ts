// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createDockview, type DockviewApi } from 'dockview-react';
import { I18nService, LayoutService, Locales, NotificationService, Panels } from '../../../../sdk/index.js';
import type { Notification, PanelContribution } from '../../../../sdk/index.js';
import { createEditorKernel, type EditorKernel } from '../../../../core/index.js';
import { i18nModule } from '../../../../core/services/i18n/i18n-module.js';
import { layoutModule } from '../../../../core/services/layout/layout-module.js';
import { notificationsModule } from '../../../../core/services/notifications/notifications-module.js';
import { MemoryStore } from '../../../../core/services/settings/key-value-store.js';
import { DockController } from './dock-controller.js';
import { LAYOUT_VERSION, layoutKey, readLayout } from './layout-store.js';

const KEY = layoutKey('u1');
const panel = (id: string, area: PanelContribution['area'], order = 0): PanelContribution => ({ id, area, order, titleKey: `t.${id}`, component: () => null });
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

async function kernelWith(panels: PanelContribution[]) {
  const kernel = await createEditorKernel([i18nModule({ store: new MemoryStore(), languages: ['en'], reload: () => undefined }), notificationsModule(), layoutModule]);
  kernel.registry.contribute(Locales, { locale: 'en', texts: Object.fromEntries(panels.map((p) => [p.titleKey, `Title ${p.id}`])) });
  const disposables = new Map(panels.map((p) => [p.id, kernel.registry.contribute(Panels, p)]));
  return { kernel, disposables };
}

function mount(kernel: EditorKernel, storage: MemoryStore): { api: DockviewApi; controller: DockController } {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const api = createDockview(element, { createComponent: () => ({ element: document.createElement('div'), init() {} }) });
  api.layout(1200, 800);
  const controller = new DockController(api, {
    panels: kernel.registry.list(Panels),
    layout: kernel.services.get(LayoutService),
    i18n: kernel.services.get(I18nService),
    notifications: kernel.services.get(NotificationService),
    storage,
    storageKey: (mode) => layoutKey('u1', mode),
  });
  controller.start();
  cleanups.push(() => {
    controller.dispose();
    api.dispose();
    element.remove();
  });
  return { api, controller };
}

const groupsOf = (api: DockviewApi) => api.groups.map((g) => g.panels.map((p) => p.id).sort()).sort((a, b) => a[0].localeCompare(b[0]));
const PANELS = [panel('viewport', 'center'), panel('welcome', 'center', 100), panel('tree', 'left'), panel('inspector', 'right'), panel('output', 'bottom')];

describe('DockController', () => {
  it('keeps a layout per design mode: Logical gives the logic panel the main area, each mode restores its own', async () => {
    const logic: PanelContribution = { ...panel('logic', 'center', 20), mainIn: 'logical' };
    const { kernel } = await kernelWith([...PANELS, logic]);
    const storage = new MemoryStore();
    const { api } = mount(kernel, storage);
    const layout = kernel.services.get(LayoutService);
    expect(api.getPanel('viewport')?.group.activePanel?.id).toBe('viewport');
    api.getPanel('output')?.api.close();
    layout.setDesignMode('logical');
    expect(api.getPanel('logic')?.group.activePanel?.id).toBe('logic');
    expect(api.getPanel('output')).toBeDefined();
    expect(readLayout(storage, layoutKey('u1'))?.layout.panels.output).toBeUndefined();
    api.getPanel('tree')?.api.close();
    layout.setDesignMode('design');
    expect(api.getPanel('viewport')?.group.activePanel?.id).toBe('viewport');
    expect(api.getPanel('output')).toBeUndefined();
    expect(api.getPanel('tree')).toBeDefined();
    expect(readLayout(storage, layoutKey('u1', 'logical'))?.layout.panels.tree).toBeUndefined();
    expect(layoutKey('u1', 'logical')).not.toBe(KEY);
  });

  it('builds the default layout with translated titles: center tabs, left, right and bottom groups', async () => {
    const { kernel } = await kernelWith(PANELS);
    const { api } = mount(kernel, new MemoryStore());
    expect(groupsOf(api)).toEqual([['inspector'], ['output'], ['tree'], ['viewport', 'welcome']]);
    expect(api.getPanel('inspector')?.title).toBe('Title inspector');
    expect(api.getPanel('viewport')?.group.activePanel?.id).toBe('viewport');
  });

  it('saves the layout as { version, layout, known } and restores it in a new instance', async () => {
    const storage = new MemoryStore();
    const { kernel } = await kernelWith(PANELS);
    const first = mount(kernel, storage);
    first.api.getPanel('output')!.api.moveTo({ group: first.api.getPanel('inspector')!.group, position: 'center' });
    first.controller.saveNow();
    const saved = readLayout(storage, KEY)!;
    expect(saved.version).toBe(LAYOUT_VERSION);
    expect([...(saved.known ?? [])].sort()).toEqual(['inspector', 'output', 'tree', 'viewport', 'welcome']);

    const second = mount(kernel, storage);
    expect(groupsOf(second.api)).toEqual([['inspector', 'output'], ['tree'], ['viewport', 'welcome']]);
  });

  it('keeps a closed panel closed after a restore, shows it again on request, and adds panels of new plugins', async () => {
    const storage = new MemoryStore();
    const { kernel } = await kernelWith(PANELS);
    const first = mount(kernel, storage);
    first.api.removePanel(first.api.getPanel('output')!);
    first.controller.saveNow();

    kernel.registry.contribute(Locales, { locale: 'en', texts: { 't.timeline': 'Timeline' } });
    kernel.registry.contribute(Panels, panel('timeline', 'bottom'));
    const second = mount(kernel, storage);
    expect(second.api.getPanel('output')).toBeUndefined();
    expect(second.api.getPanel('timeline')?.title).toBe('Timeline');

    kernel.services.get(LayoutService).showPanel('output');
    expect(second.api.getPanel('output')?.group.activePanel?.id).toBe('output');
  });

  it('follows contributions live: a panel leaves with its plugin and comes back with it', async () => {
    const { kernel, disposables } = await kernelWith(PANELS);
    const { api } = mount(kernel, new MemoryStore());
    disposables.get('tree')!.dispose();
    expect(api.getPanel('tree')).toBeUndefined();
    kernel.registry.contribute(Panels, panel('tree', 'left'));
    expect(api.getPanel('tree')).toBeDefined();
    kernel.registry.contribute(Panels, panel('assets', 'left', 5));
    expect(api.getPanel('assets')?.group).toBe(api.getPanel('tree')?.group);
  });

  it('falls back to the default layout, with a warning, when the saved one cannot be restored', async () => {
    const storage = new MemoryStore();
    storage.setItem(KEY, JSON.stringify({ version: LAYOUT_VERSION, layout: { grid: 'broken' } }));
    const { kernel } = await kernelWith(PANELS);
    const warnings: Notification[] = [];
    kernel.services.get(NotificationService).onDidNotify.subscribe((n) => warnings.push(n));
    const { api } = mount(kernel, storage);
    expect(groupsOf(api)).toEqual([['inspector'], ['output'], ['tree'], ['viewport', 'welcome']]);
    expect(warnings.map((w) => w.kind)).toEqual(['warning']);
  });

  it('ignores a saved layout of another version and restores the default on Reset layout', async () => {
    const storage = new MemoryStore();
    storage.setItem(KEY, JSON.stringify({ version: 999, layout: {} }));
    const { kernel } = await kernelWith(PANELS);
    const { api } = mount(kernel, storage);
    api.getPanel('output')!.api.moveTo({ group: api.getPanel('tree')!.group, position: 'center' });
    expect(groupsOf(api)).toEqual([['inspector'], ['output', 'tree'], ['viewport', 'welcome']]);
    kernel.services.get(LayoutService).resetLayout();
    expect(groupsOf(api)).toEqual([['inspector'], ['output'], ['tree'], ['viewport', 'welcome']]);
    expect(readLayout(storage, KEY)?.version).toBe(LAYOUT_VERSION);
  });
});
