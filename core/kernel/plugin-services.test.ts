import { describe, expect, it } from 'vitest';
import { Commands, createServiceId, definePlugin, PluginFaultService, SceneDocumentService } from '../../sdk/index.js';
import { createEditorKernel } from './editor-kernel.js';
import { sceneServiceModule } from '../services/scene/scene-module.js';

interface Named { readonly name: string }
const A = createServiceId<Named>('test.svc.a');
const B = createServiceId<Named>('test.svc.b');
const C = createServiceId<Named>('test.svc.c');
const Missing = createServiceId<Named>('test.svc.missing');

const named = (name: string, released?: string[]) => ({ name, released });

describe('services provided by plugins (ctx.provide)', () => {
  it('a consumer that depends on the provider gets its service, which depends on core and on the provider\'s own services', async () => {
    const kernel = await createEditorKernel([sceneServiceModule]);
    let seenDocument: unknown;
    await kernel.plugins.activate(definePlugin({
      id: 'acme.provider',
      activate(ctx) {
        // Declared in any order: B needs A, A needs a core service.
        ctx.provide(B, [A], (a) => named(`b(${a.name})`));
        ctx.provide(A, [SceneDocumentService], (document) => { seenDocument = document; return named('a'); });
      },
    }));
    let got = '';
    await kernel.plugins.activate(definePlugin({ id: 'acme.consumer', dependsOn: ['acme.provider'], activate(ctx) { got = ctx.get(B).name; } }));
    expect(got).toBe('b(a)');
    // The factory gets the services as the plugin's code does: guarded views of the kernel's.
    expect((seenDocument as SceneDocumentService).root).toBe(kernel.services.get(SceneDocumentService).root);
    // A plugin of the provider's consumer sees it too (dependsOn is followed); the kernel's own container does not.
    let third = '';
    await kernel.plugins.activate(definePlugin({ id: 'acme.third', dependsOn: ['acme.consumer'], activate(ctx) { third = ctx.get(A).name; } }));
    expect(third).toBe('a');
    expect(kernel.services.has(A)).toBe(false);
    expect(kernel.plugins.providerOf('test.svc.b')).toBe('acme.provider');
    await kernel.dispose();
  });

  it('a plugin that does not depend on the provider cannot see its service, and is told what to add', async () => {
    const kernel = await createEditorKernel([]);
    await kernel.plugins.activate(definePlugin({ id: 'acme.provider', activate: (ctx) => ctx.provide(A, [], () => named('a')) }));
    const stranger = definePlugin({ id: 'acme.stranger', activate(ctx) { ctx.get(A); } });
    await expect(kernel.plugins.activate(stranger)).rejects.toThrow('Plugin "acme.stranger" gets "test.svc.a", which plugin "acme.provider" provides: add "acme.provider" to its dependsOn');
    let tried: unknown = 'unset';
    await kernel.plugins.activate(definePlugin({ id: 'acme.polite', activate(ctx) { tried = ctx.tryGet(A); } }));
    expect(tried).toBeUndefined();
  });

  it('refuses a cycle with its path, and releases what the plugin had done', async () => {
    const kernel = await createEditorKernel([]);
    const faults = kernel.services.get(PluginFaultService);
    const cyclic = definePlugin({
      id: 'acme.cyclic',
      activate(ctx) {
        ctx.contribute(Commands, { id: 'acme.cyclic.c', titleKey: 'x', run: () => undefined });
        ctx.provide(A, [B], (b) => named(`a(${b.name})`));
        ctx.provide(B, [C], (c) => named(`b(${c.name})`));
        ctx.provide(C, [A], (a) => named(`c(${a.name})`));
      },
    });
    await expect(kernel.plugins.activate(cyclic)).rejects.toThrow(/Plugin "acme.cyclic" failed to activate: Services depend on each other in a cycle: test\.svc\.a → test\.svc\.b → test\.svc\.c → test\.svc\.a/);
    expect(faults.faults.at(-1)).toMatchObject({ pluginId: 'acme.cyclic', site: 'activate' });
    expect(kernel.plugins.isActive('acme.cyclic')).toBe(false);
    expect(kernel.plugins.providerOf('test.svc.a')).toBeUndefined();
    expect(kernel.registry.list(Commands).current.some((c) => c.id === 'acme.cyclic.c')).toBe(false);
    // The ids are free again: a correct plugin may provide them.
    await kernel.plugins.activate(definePlugin({ id: 'acme.fixed', activate: (ctx) => ctx.provide(A, [], () => named('a')) }));
    expect(kernel.plugins.providerOf('test.svc.a')).toBe('acme.fixed');
  });

  it('names a missing dependency, refuses an id the core or another plugin provides, and a provide after activation', async () => {
    const kernel = await createEditorKernel([sceneServiceModule]);
    await expect(kernel.plugins.activate(definePlugin({ id: 'acme.needy', activate: (ctx) => ctx.provide(A, [Missing], (m) => m) })))
      .rejects.toThrow("Plugin \"acme.needy\" failed to activate: Service 'test.svc.a' needs 'test.svc.missing', which no module provides");
    await expect(kernel.plugins.activate(definePlugin({ id: 'acme.usurper', activate: (ctx) => ctx.provide(SceneDocumentService, [], () => ({}) as SceneDocumentService) })))
      .rejects.toThrow('Plugin "acme.usurper" provides "scene.document", which the editor already provides');
    await kernel.plugins.activate(definePlugin({ id: 'acme.first', activate: (ctx) => ctx.provide(A, [], () => named('first')) }));
    await expect(kernel.plugins.activate(definePlugin({ id: 'acme.second', activate: (ctx) => ctx.provide(A, [], () => named('second')) })))
      .rejects.toThrow('Plugin "acme.second" provides "test.svc.a", which plugin "acme.first" already provides');
    let late: (() => void) | undefined;
    await kernel.plugins.activate(definePlugin({ id: 'acme.late', activate(ctx) { late = () => ctx.provide(B, [], () => named('b')); } }));
    expect(() => late?.()).toThrow('Plugin "acme.late" provides "test.svc.b" after its activation; provide services in activate');
  });

  it('deactivating a provider deactivates its consumers first, then releases its services newest first; no binding is left', async () => {
    const kernel = await createEditorKernel([]);
    const order: string[] = [];
    await kernel.plugins.activate(definePlugin({
      id: 'acme.provider',
      activate(ctx) {
        ctx.contribute(Commands, { id: 'acme.provider.c', titleKey: 'x', run: () => undefined });
        ctx.subscriptions.add({ dispose: () => order.push('provider contributions') });
        ctx.provide(A, [], () => named('a'), { dispose: () => order.push('release a') });
        ctx.provide(B, [A], () => named('b'), { dispose: () => order.push('release b') });
      },
      deactivate: () => void order.push('provider deactivate()'),
    }));
    await kernel.plugins.activate(definePlugin({
      id: 'acme.consumer',
      dependsOn: ['acme.provider'],
      activate(ctx) {
        const b = ctx.get(B);
        ctx.subscriptions.add({ dispose: () => order.push(`consumer releases its use of ${b.name}`) });
      },
    }));
    const providerServices = kernel.plugins.servicesOf('acme.provider')!;
    const consumerServices = kernel.plugins.servicesOf('acme.consumer')!;
    expect(consumerServices.get(B).name).toBe('b');
    await kernel.plugins.deactivate('acme.provider');
    expect(order).toEqual(['consumer releases its use of b', 'provider contributions', 'release b', 'release a', 'provider deactivate()']);
    expect(kernel.plugins.activeIds).toEqual([]);
    for (const id of [A, B]) {
      expect(providerServices.has(id)).toBe(false);
      expect(consumerServices.has(id)).toBe(false);
    }
    expect(kernel.registry.list(Commands).current).toEqual([]);
    expect(kernel.plugins.providerOf('test.svc.a')).toBeUndefined();
  });

  it('a service whose release throws is reported as its plugin\'s fault; the other services are still released', async () => {
    const kernel = await createEditorKernel([]);
    const faults = kernel.services.get(PluginFaultService);
    const released: string[] = [];
    await kernel.plugins.activate(definePlugin({
      id: 'acme.clumsy',
      activate(ctx) {
        ctx.provide(A, [], () => named('a'), { dispose: () => released.push('a') });
        ctx.provide(B, [A], () => named('b'), { dispose: () => { throw new Error('b will not go'); } });
      },
    }));
    await kernel.plugins.deactivate('acme.clumsy');
    expect(released).toEqual(['a']);
    expect(faults.faults.at(-1)).toMatchObject({ pluginId: 'acme.clumsy', site: 'deactivate' });
    expect(kernel.plugins.isActive('acme.clumsy')).toBe(false);
  });
});
