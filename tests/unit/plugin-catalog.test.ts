import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Commands, definePlugin, PluginService } from '../../sdk/index.js';
import type { PluginInfo } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';

const temp = mkdtempSync(join(tmpdir(), 'kf-catalog-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A plugin module whose command title says which code ran; it imports a relative helper. */
function writePlugin(name: string, generation: string): string {
  writeFileSync(join(temp, `${name}-helper.js`), 'export const helper = (x) => `helper:${x}`;\n');
  writeFileSync(join(temp, `${name}.js`), `import { helper } from './${name}-helper.js';
export default { id: 'acme.${name}', name: 'Acme ${name}', version: '${generation}.0.0',
  activate(ctx) { ctx.contribute({ id: 'workbench.commands' }, { id: 'acme.${name}.run', titleKey: helper('${generation}'), run() {} }); } };
`);
  return pathToFileURL(join(temp, `${name}.js`)).href;
}

const summary = (list: readonly PluginInfo[]) => list.map((p) => [p.id, p.origin, p.state, p.version ?? null]);

describe('plugin catalog (PluginService)', () => {
  it('lists built-in and URL plugins with their state; disables, enables, reloads a fresh module, unloads', async () => {
    const builtin = definePlugin({ id: 'test.builtin', version: '1.2.3', activate: () => undefined });
    const kernel = await createEditorKernel([], [builtin]);
    const plugins = kernel.services.get(PluginService);
    const lists: (readonly PluginInfo[])[] = [];
    plugins.onDidChangeList.subscribe((list) => lists.push(list));
    expect(summary(plugins.plugins)).toEqual([['test.builtin', 'builtin', 'active', '1.2.3']]);

    const url = writePlugin('star', '1');
    expect(await plugins.loadFromUrl(url)).toBe('acme.star');
    const titles = () => kernel.registry.list(Commands).current.filter((c) => c.id === 'acme.star.run').map((c) => c.titleKey);
    expect(titles()).toEqual(['helper:1']);
    expect(plugins.plugins.find((p) => p.id === 'acme.star')).toMatchObject({ name: 'Acme star', origin: 'url', url, state: 'active', version: '1.0.0' });
    await expect(plugins.loadFromUrl(url)).rejects.toThrow(/already loaded/);

    await plugins.deactivate('acme.star');
    expect(plugins.plugins.find((p) => p.id === 'acme.star')?.state).toBe('inactive');
    expect(titles()).toEqual([]);
    await plugins.activate('acme.star');
    expect(titles()).toEqual(['helper:1']);

    // The file changes at the same URL: reload runs the new code (a fresh module), its relative import still resolves.
    writePlugin('star', '2');
    await plugins.reload('acme.star');
    expect(titles()).toEqual(['helper:2']);
    expect(plugins.plugins.find((p) => p.id === 'acme.star')?.version).toBe('2.0.0');
    writePlugin('star', '3');
    await plugins.reload('acme.star');
    expect(titles()).toEqual(['helper:3']);

    await expect(plugins.reload('test.builtin')).rejects.toThrow(/built in/);
    await expect(plugins.unload('test.builtin')).rejects.toThrow(/built in/);
    await plugins.deactivate('test.builtin');
    expect(plugins.plugins[0].state).toBe('inactive');
    await plugins.activate('test.builtin');
    expect(plugins.plugins[0].state).toBe('active');

    await plugins.unload('acme.star');
    expect(titles()).toEqual([]);
    expect(summary(plugins.plugins)).toEqual([['test.builtin', 'builtin', 'active', '1.2.3']]);
    expect(lists.length).toBeGreaterThan(5);
    await kernel.dispose();
  });

  it('keeps a URL that fails to load, and a plugin that fails to activate, listed with its error', async () => {
    const kernel = await createEditorKernel([]);
    const plugins = kernel.services.get(PluginService);
    const missing = pathToFileURL(join(temp, 'missing.js')).href;
    await expect(plugins.loadFromUrl(missing)).rejects.toThrow();
    expect(plugins.plugins).toMatchObject([{ id: missing, name: missing, origin: 'url', url: missing, state: 'failed' }]);
    expect(plugins.plugins[0].error).toBeTruthy();

    // Fixed at the same URL: enabling it again loads it; the failed entry becomes the plugin.
    writeFileSync(join(temp, 'missing.js'), 'export default { id: "acme.late", activate() {} };\n');
    await plugins.activate(missing);
    expect(plugins.plugins.map((p) => [p.id, p.state])).toEqual([['acme.late', 'active']]);

    const throwing = join(temp, 'throws.js');
    writeFileSync(throwing, 'export default { id: "acme.throws", name: "Thrower", activate() { throw new Error("boom at start"); } };\n');
    await expect(plugins.loadFromUrl(pathToFileURL(throwing).href)).rejects.toThrow(/Thrower/);
    const failed = plugins.plugins.find((p) => p.id === 'acme.throws');
    expect(failed).toMatchObject({ name: 'Thrower', state: 'failed' });
    expect(failed?.error).toContain('boom at start');
    expect(kernel.plugins.isActive('acme.throws')).toBe(false);
    await plugins.unload('acme.throws');
    expect(plugins.plugins.some((p) => p.id === 'acme.throws')).toBe(false);
    await kernel.dispose();
  });
});
