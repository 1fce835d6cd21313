import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  ApiService, createServiceId, PluginService, SceneAssetsService, SessionService, SessionTokenService, UndoService, definePlugin,
} from '../../sdk/index.js';
import type { PluginContext, PluginDefinition } from '../../sdk/index.js';
import { coreServiceModules, platformServiceModules } from '../services/index.js';
import { i18nModule } from '../services/i18n/i18n-module.js';
import { MemoryStore } from '../services/settings/key-value-store.js';
import { StorageKeys } from '../services/session/key-value-store.js';
import { SceneDocumentWriter } from '../services/scene/scene-document-writer.js';
import { createEditorKernel } from './editor-kernel.js';

const temp = mkdtempSync(join(tmpdir(), 'kf-capabilities-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A kernel with every core module (English texts) and the given built-in plugins. */
async function kernelWith(plugins: PluginDefinition[]) {
  const english = i18nModule({ languages: ['en'], store: new MemoryStore() });
  const modules = coreServiceModules.map((m) => (m === platformServiceModules[0] ? english : m));
  return createEditorKernel(modules, plugins);
}

/** A plugin that keeps its context, so a test can ask for services as that plugin. */
function capture(id: string, capabilities?: PluginDefinition['capabilities']): { plugin: PluginDefinition; ctx: () => PluginContext } {
  let kept: PluginContext | undefined;
  return { plugin: definePlugin({ id, ...(capabilities ? { capabilities } : {}), activate: (ctx) => { kept = ctx; } }), ctx: () => kept! };
}

/** Write a URL plugin module that keeps its context on globalThis under `key`. */
function urlPlugin(name: string, capabilities: string[]): string {
  writeFileSync(join(temp, `${name}.js`), `export default { id: 'acme.${name}', capabilities: ${JSON.stringify(capabilities)},
  activate(ctx) { globalThis.__${name} = ctx; } };\n`);
  return pathToFileURL(join(temp, `${name}.js`)).href;
}

describe('capabilities and public service views', () => {
  it('a plugin without "session.token" cannot read the token: the id is refused by name, and the session view has no token', async () => {
    const storage = new MemoryStore();
    storage.setItem(StorageKeys.token, 'secret-token');
    vi.stubGlobal('localStorage', storage);
    try {
      const plain = capture('acme.plain');
      const holder = capture('acme.holder', ['session.token']);
      const kernel = await kernelWith([plain.plugin, holder.plugin]);
      expect(() => plain.ctx().get(SessionTokenService)).toThrow(/acme\.plain.*session\.token.*capability "session\.token"/);
      expect(() => plain.ctx().tryGet(SessionTokenService)).toThrow(/capability "session\.token"/);
      const session = plain.ctx().get(SessionService) as unknown as Record<string, unknown>;
      expect(session.token).toBeUndefined();
      expect('token' in session).toBe(false);
      for (const setter of ['login', 'loginWithTicket', 'adopt', 'setSubscription', 'clear', 'setLocked', 'logout']) expect(session[setter]).toBeUndefined();
      expect(holder.ctx().get(SessionTokenService).token).toBe('secret-token');
      await kernel.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the raw api needs "api.raw"; internal ids (core.*) are never handed out, also when a plugin copies the id', async () => {
    const plain = capture('acme.plain');
    const caller = capture('acme.caller', ['api.raw']);
    const kernel = await kernelWith([plain.plugin, caller.plugin]);
    expect(() => plain.ctx().get(ApiService)).toThrow(/acme\.plain.*'api'.*capability "api\.raw"/);
    expect(() => plain.ctx().get({ id: 'api' })).toThrow(/api\.raw/);
    expect(typeof caller.ctx().get(ApiService).call).toBe('function');
    expect(() => plain.ctx().get(SceneDocumentWriter)).toThrow(/belongs to the editor core/);
    expect(() => caller.ctx().get({ id: 'core.session' })).toThrow(/belongs to the editor core/);
    await kernel.dispose();
  });

  it('a service a plugin provides gets its dependencies as the plugin would: no api without "api.raw", the plugin service through its view', async () => {
    const kernel = await kernelWith([definePlugin({ id: 'builtin.inspector', activate: () => undefined })]);
    const Leak = createServiceId<unknown>('acme.leak');
    await expect(kernel.plugins.activate(definePlugin({ id: 'acme.sneaky', activate: (ctx) => { ctx.provide(Leak, [ApiService], (api) => api); } })))
      .rejects.toThrow(/acme\.sneaky.*capability "api\.raw"/);
    let plugins: PluginService | undefined;
    const Handle = createServiceId<PluginService>('acme.handle');
    await kernel.plugins.activate(definePlugin({ id: 'acme.wrapper', activate: (ctx) => { ctx.provide(Handle, [PluginService], (service) => service); } }));
    await kernel.plugins.activate(definePlugin({ id: 'acme.user', dependsOn: ['acme.wrapper'], activate: (ctx) => { plugins = ctx.get(Handle); } }));
    await expect(plugins!.deactivate('builtin.inspector')).rejects.toThrow(/plugins\.manage/);
    await kernel.dispose();
  });

  it('undo and scene assets reach plugins without their setters (setNeedSave, setScope)', async () => {
    const plain = capture('acme.plain');
    const kernel = await kernelWith([plain.plugin]);
    const undo = plain.ctx().get(UndoService) as unknown as Record<string, unknown>;
    expect(undo.setNeedSave).toBeUndefined();
    expect(typeof undo.execute).toBe('function');
    const assets = plain.ctx().get(SceneAssetsService) as unknown as Record<string, unknown>;
    expect(assets.setScope).toBeUndefined();
    expect(typeof assets.urlOf).toBe('function');
    await kernel.dispose();
  });

  it('an unknown capability is refused at activation, naming the plugin', async () => {
    const kernel = await kernelWith([]);
    await expect(kernel.plugins.activate(definePlugin({ id: 'acme.odd', capabilities: ['everything' as never], activate: () => undefined })))
      .rejects.toThrow(/acme\.odd.*unknown capability "everything"/);
    await kernel.dispose();
  });

  it('a third-party plugin cannot switch off a built-in, not even with "plugins.manage"; without it, it cannot manage URL plugins', async () => {
    const inspector = definePlugin({ id: 'builtin.inspector', activate: () => undefined });
    const manager = capture('builtin.manager', ['plugins.manage']);
    const kernel = await kernelWith([inspector, manager.plugin]);
    const plugins = kernel.services.get(PluginService);
    const plain = urlPlugin('plain', []);
    const managing = urlPlugin('managing', ['plugins.manage']);
    await plugins.loadFromUrl(plain);
    await plugins.loadFromUrl(managing);
    const asPlain = (globalThis as unknown as { __plain: PluginContext }).__plain.get(PluginService);
    const asManaging = (globalThis as unknown as { __managing: PluginContext }).__managing.get(PluginService);

    await expect(asPlain.deactivate('builtin.inspector')).rejects.toThrow(/acme\.plain.*builtin\.inspector.*plugins\.manage/);
    await expect(asManaging.deactivate('builtin.inspector')).rejects.toThrow(/may not disable the built-in plugin "builtin\.inspector"/);
    await expect(asPlain.deactivate('acme.managing')).rejects.toThrow(/plugins\.manage/);
    await expect(asPlain.loadFromUrl(plain)).rejects.toThrow(/plugins\.manage/);
    expect(plugins.activeIds).toContain('builtin.inspector');
    // Reading stays open; a URL plugin holding the capability manages URL plugins; the built-in manager may switch off built-ins.
    expect(asPlain.plugins.map((p) => p.id)).toContain('builtin.inspector');
    await asManaging.deactivate('acme.plain');
    expect(plugins.activeIds).not.toContain('acme.plain');
    await manager.ctx().get(PluginService).deactivate('builtin.inspector');
    expect(plugins.activeIds).not.toContain('builtin.inspector');
    expect(plugins.plugins.find((p) => p.id === 'acme.managing')?.capabilities).toEqual(['plugins.manage']);
    expect(await plugins.readManifest(managing)).toMatchObject({ id: 'acme.managing', capabilities: ['plugins.manage'], url: managing });
    await kernel.dispose();
  });
});
