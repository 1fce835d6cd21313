import { Subject, map, take } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CommandService, Commands, GeometryBuilders, NotificationService, PluginFaultService, createServiceId, definePlugin } from '../../sdk/index.js';
import type { GeometryBuilderContribution, Notification } from '../../sdk/index.js';
import { coreServiceModules, platformServiceModules } from '../services/index.js';
import { i18nModule } from '../services/i18n/i18n-module.js';
import { MemoryStore } from '../services/settings/key-value-store.js';
import { createEditorKernel } from './editor-kernel.js';
import type { ServiceModule } from './editor-kernel.js';

interface Ticker {
  readonly onDidTick: Subject<number>;
}
const TickerService = createServiceId<Ticker>('test.ticker');

const i18nDefault = platformServiceModules[0]; // i18nModule(), replaced by an English-only one

async function kernelWith(options = {}, extra: ServiceModule[] = []) {
  // The core modules with English texts (the catalogue's default language is Chinese).
  const english = i18nModule({ languages: ['en'], store: new MemoryStore() });
  const modules = coreServiceModules.map((m, i) => (i === coreServiceModules.indexOf(i18nDefault) ? english : m));
  const kernel = await createEditorKernel([...modules, ...extra], [], options);
  const messages: Notification[] = [];
  kernel.services.get(NotificationService).onDidNotify.subscribe((n) => messages.push(n));
  const faults = kernel.services.get(PluginFaultService);
  return { kernel, messages, faults };
}

const titles = { en: 'T', 'zh-CN': 'T', 'zh-TW': 'T' };
const builder = (build: () => unknown): GeometryBuilderContribution => ({ id: 'Bad', titles, order: 0, descriptors: [], build: build as GeometryBuilderContribution['build'] });

describe('plugin containment', () => {
  it('gives up an activation that never resolves, names the plugin, and releases what it contributed', async () => {
    const { kernel, messages } = await kernelWith({ activationTimeout: 50 });
    const hang = definePlugin({ id: 'acme.hang', name: 'Hanging plugin', activate: (ctx) => { ctx.contribute(Commands, { id: 'acme.hang.c', titleKey: 'x', run: () => {} }); return new Promise(() => {}); } });
    await expect(kernel.plugins.activate(hang)).rejects.toThrow('Plugin "Hanging plugin" did not finish activating within 0.05 s');
    expect(kernel.plugins.isActive('acme.hang')).toBe(false);
    expect(kernel.registry.list(Commands).current.some((c) => c.id === 'acme.hang.c')).toBe(false);
    expect(messages.at(-1)).toMatchObject({ kind: 'error', message: expect.stringContaining('Hanging plugin') as string });
  });

  it('enforces dependsOn on activate and deactivates dependents first', async () => {
    const { kernel, faults } = await kernelWith();
    const base = definePlugin({ id: 'acme.base', activate: () => {} });
    const addon = definePlugin({ id: 'acme.addon', dependsOn: ['acme.base'], activate: () => {} });
    await expect(kernel.plugins.activate(addon)).rejects.toThrow('needs "acme.base", which is not active');
    expect(faults.faults.at(-1)).toMatchObject({ pluginId: 'acme.addon', site: 'activate' });
    await kernel.plugins.activate(base);
    await kernel.plugins.activate(addon);
    await kernel.plugins.deactivate('acme.base');
    expect(kernel.plugins.activeIds.filter((id) => id.startsWith('acme.'))).toEqual([]);
  });

  it('catches a throwing stream subscriber, names its plugin, and keeps the stream flowing for others', async () => {
    const ticker: Ticker = { onDidTick: new Subject<number>() };
    const { kernel, faults } = await kernelWith({}, [({ services }) => services.bindValue(TickerService, ticker)]);
    const heard: number[] = [];
    await kernel.plugins.activate(definePlugin({ id: 'acme.sub', name: 'Bad subscriber', activate: (ctx) => {
      const sub = ctx.get(TickerService).onDidTick.subscribe((n) => { if (n === 2) throw new Error('two is bad'); });
      ctx.subscriptions.add({ dispose: () => sub.unsubscribe() });
    } }));
    await kernel.plugins.activate(definePlugin({ id: 'acme.good', activate: (ctx) => {
      const sub = ctx.get(TickerService).onDidTick.subscribe((n) => heard.push(n));
      ctx.subscriptions.add({ dispose: () => sub.unsubscribe() });
    } }));
    for (const n of [1, 2, 3]) ticker.onDidTick.next(n);
    expect(heard).toEqual([1, 2, 3]);
    expect(faults.faults.map((f) => [f.pluginName, f.site, f.message])).toEqual([['Bad subscriber', 'subscriber', 'two is bad']]);
  });

  it('ends the stream subscriptions a plugin still holds when it is deactivated, also those it never released', async () => {
    const ticker: Ticker = { onDidTick: new Subject<number>() };
    const { kernel } = await kernelWith({}, [({ services }) => services.bindValue(TickerService, ticker)]);
    const heard: string[] = [];
    await kernel.plugins.activate(definePlugin({ id: 'acme.leaky', activate: (ctx) => {
      ctx.get(TickerService).onDidTick.subscribe((n) => heard.push(`plain ${n}`));
      ctx.get(TickerService).onDidTick.pipe(map((n) => n * 10)).subscribe((n) => heard.push(`piped ${n}`));
      // One that ends by itself is not kept (a plugin that subscribes once per action does not pile them up).
      ctx.get(TickerService).onDidTick.pipe(take(1)).subscribe((n) => heard.push(`once ${n}`));
    } }));
    ticker.onDidTick.next(1);
    await kernel.plugins.deactivate('acme.leaky');
    ticker.onDidTick.next(2);
    expect(heard).toEqual(['plain 1', 'piped 10', 'once 1']);
    expect(ticker.onDidTick.observed).toBe(false);
  });

  it('refuses builder output that is null or garbage, and reports a throwing builder, each with its plugin name', async () => {
    const { kernel, faults } = await kernelWith();
    const outputs: unknown[] = [null, { positions: [0, NaN, 0], indices: [0] }, { positions: [0, 0, 0], indices: [0, 5, 0] }];
    for (const [i, output] of outputs.entries()) {
      await kernel.plugins.activate(definePlugin({ id: `acme.b${i}`, name: `Builder ${i}`, activate: (ctx) => void ctx.contribute(GeometryBuilders, builder(() => output)) }));
    }
    await kernel.plugins.activate(definePlugin({ id: 'acme.b3', name: 'Builder 3', activate: (ctx) => void ctx.contribute(GeometryBuilders, builder(() => { throw new Error('no'); })) }));
    for (const b of kernel.registry.list(GeometryBuilders).current) expect(() => b.build({})).toThrow();
    expect(faults.faults.map((f) => [f.pluginName, f.site, f.message])).toEqual([
      ['Builder 0', 'builder', 'it returned no geometry'],
      ['Builder 1', 'builder', 'positions[1] is not a finite number'],
      ['Builder 2', 'builder', 'indices[1] = 5 is outside 0..0'],
      ['Builder 3', 'builder', 'no'],
    ]);
  });

  it('refuses a command id and a key binding another plugin owns; the command service reports a failing command once', async () => {
    const { kernel, faults, messages } = await kernelWith();
    await kernel.plugins.activate(definePlugin({ id: 'builtin.saver', activate: (ctx) => void ctx.contribute(Commands, { id: 'save', titleKey: 'Save', keybinding: 'Ctrl+S', run: () => {} }) }));
    await kernel.plugins.activate(definePlugin({ id: 'acme.thief', name: 'Thief', activate: (ctx) => {
      ctx.contribute(Commands, { id: 'save', titleKey: 'Mine', run: () => {} });
      ctx.contribute(Commands, { id: 'acme.thief.grab', titleKey: 'Grab', keybinding: ['ctrl+s', 'Ctrl+Alt+G'], run: () => { throw new Error('grab failed'); } });
    } }));
    const commands = kernel.registry.list(Commands).current;
    expect(commands.filter((c) => c.id === 'save')).toHaveLength(1);
    expect(commands.find((c) => c.id === 'acme.thief.grab')!.keybinding).toEqual(['Ctrl+Alt+G']);
    expect(faults.faults.map((f) => [f.pluginName, f.site, f.severity])).toEqual([['Thief', 'contribution', 'warning'], ['Thief', 'keybinding', 'warning']]);
    expect(faults.faults[1].message).toContain('Ctrl+S belongs to "save" of "builtin.saver"');
    expect(faults.ownerOf(commands.find((c) => c.id === 'acme.thief.grab'))).toBe('acme.thief');
    const before = messages.length;
    const service = kernel.services.get(CommandService) as unknown as { runReporting(c: unknown): Promise<void> };
    await service.runReporting(commands.find((c) => c.id === 'acme.thief.grab'));
    expect(messages.slice(before).map((m) => m.message)).toEqual(['Plugin "Thief" failed (command): grab failed']);
  });
});
