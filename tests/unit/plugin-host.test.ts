import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Commands, definePlugin, Locales, Menus, Panels, PluginService, Settings, toDisposable } from '../../sdk/index.js';
import { buildHelloPlugin } from '../fixtures/hello-plugin/build.js';
import { coreServiceModules } from '../../core/services/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';

const temp = mkdtempSync(join(tmpdir(), 'kf-plugin-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('plugin host', () => {
  it('releases every contribution and subscription of a plugin when it is deactivated', async () => {
    const kernel = await createEditorKernel([]);
    const released = vi.fn();
    const deactivated = vi.fn();
    const plugin = definePlugin({
      id: 'test.everything',
      activate(ctx) {
        ctx.contribute(Panels, { id: 'p', titleKey: 'p', area: 'left', component: () => null });
        ctx.contribute(Commands, { id: 'c', titleKey: 'c', run: () => undefined });
        ctx.contribute(Menus, { menu: 'view', command: 'c' });
        ctx.contribute(Locales, { locale: 'en', texts: { k: 'v' } });
        ctx.contribute(Settings, { id: 's', titleKey: 's', type: 'boolean', default: true });
        ctx.subscriptions.add(toDisposable(released));
      },
      deactivate: deactivated,
    });
    const other = definePlugin({ id: 'test.other', activate: (ctx) => void ctx.contribute(Commands, { id: 'o', titleKey: 'o', run: () => undefined }) });
    await kernel.plugins.activateAll([plugin, other]);
    const counts = () => [Panels, Commands, Menus, Locales, Settings].map((p) => kernel.registry.list(p as typeof Panels).current.length);
    expect(counts()).toEqual([1, 2, 1, 1, 1]);

    await kernel.plugins.deactivate('test.everything');
    expect(counts()).toEqual([0, 1, 0, 0, 0]);
    expect(released).toHaveBeenCalledOnce();
    expect(deactivated).toHaveBeenCalledOnce();
    expect(kernel.plugins.activeIds).toEqual(['test.other']);

    await kernel.plugins.activate(plugin);
    expect(counts()).toEqual([1, 2, 1, 1, 1]);
    await kernel.dispose();
    expect(counts()).toEqual([0, 0, 0, 0, 0]);
  });

  it('undoes what a plugin contributed when its activation fails', async () => {
    const kernel = await createEditorKernel([]);
    const broken = definePlugin({
      id: 'test.broken',
      activate(ctx) {
        ctx.contribute(Commands, { id: 'half', titleKey: 'x', run: () => undefined });
        throw new Error('cannot start');
      },
    });
    await expect(kernel.plugins.activate(broken)).rejects.toThrow('cannot start');
    expect(kernel.registry.list(Commands).current).toHaveLength(0);
    expect(kernel.plugins.isActive('test.broken')).toBe(false);
  });

  it('loads a bundled third-party plugin from a URL through the PluginService, and unloads it', async () => {
    const kernel = await createEditorKernel(coreServiceModules);
    const file = join(temp, 'hello-plugin.js');
    writeFileSync(file, await buildHelloPlugin());
    const plugins = kernel.services.get(PluginService);
    const seen: (readonly string[])[] = [];
    plugins.onDidChangePlugins.subscribe((ids) => seen.push(ids));

    expect(await plugins.loadFromUrl(pathToFileURL(file).href)).toBe('acme.hello');
    expect(kernel.registry.list(Panels).current.map((p) => p.id)).toContain('acme.hello');
    expect(kernel.registry.list(Commands).current.map((c) => c.id)).toContain('acme.hello.greet');
    expect(seen.at(-1)).toContain('acme.hello');

    await plugins.deactivate('acme.hello');
    expect(kernel.registry.list(Panels).current.map((p) => p.id)).not.toContain('acme.hello');
    expect(seen.at(-1)).not.toContain('acme.hello');
    await kernel.dispose();
  });

  it('refuses a module that exports no plugin with a clear error', async () => {
    const kernel = await createEditorKernel([]);
    const file = join(temp, 'not-a-plugin.js');
    writeFileSync(file, 'export const value = 1;\n');
    await expect(kernel.plugins.loadFromUrl(pathToFileURL(file).href)).rejects.toThrow(/exports no plugin/);
  });
});
