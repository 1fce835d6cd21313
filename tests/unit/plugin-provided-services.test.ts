import { describe, expect, it } from 'vitest';
import { createTestKernel } from '@scene-platform/sdk/testing';
import { Commands, Locales, SceneDocumentService, UndoService } from '@scene-platform/sdk';
import nodeCounter, { NodeCounter } from '../fixtures/service-plugins/node-counter/index.js';
import nodeReport from '../fixtures/service-plugins/node-report/index.js';

describe('a third-party plugin provides a service that another third-party plugin uses (headless kernel)', () => {
  it('both load, the consumer works through the provided service, and both unload leaving nothing behind', async () => {
    // Listed consumer first: the kernel activates the provider before it (dependsOn).
    const kernel = await createTestKernel({ plugins: [nodeReport, nodeCounter] });
    expect(kernel.activeIds.filter((id) => id.startsWith('acme.'))).toEqual(['acme.node-counter', 'acme.node-report']);
    // The provided service is not a kernel service: only plugins that depend on its provider see it.
    expect(kernel.tryGet(NodeCounter)).toBeUndefined();
    let counter: NodeCounter | undefined;
    await kernel.activate({ id: 'test.spy', dependsOn: ['acme.node-counter'], activate: (ctx) => { counter = ctx.get(NodeCounter); } });
    await kernel.deactivate('test.spy');
    expect(counter?.listeners).toBe(1); // the report's

    const document = kernel.get(SceneDocumentService);
    const undo = kernel.get(UndoService);
    const root = document.root.id;
    undo.execute([document.insertPatch([{ id: 'm1', type: 'Mesh', parent: root, name: 'One', props: {}, children: [] }], { parent: root, index: 0 })]);
    undo.execute([document.insertPatch([{ id: 'm2', type: 'Mesh', parent: root, name: 'Two', props: {}, children: [] }], { parent: root, index: 1 })]);
    await kernel.execute('acme.nodeReport.show');
    expect(kernel.notifications.at(-1)).toMatchObject({ kind: 'success', message: 'Meshes in the scene: 2 (changes seen: 2)' });

    // Unloading the provider unloads its consumer first; then the service is released with no listener left.
    await kernel.deactivate('acme.node-counter');
    expect(kernel.activeIds.filter((id) => id.startsWith('acme.'))).toEqual([]);
    expect(counter?.disposed).toBe(true);
    expect(counter?.listeners).toBe(0);
    expect(kernel.contributions(Commands).some((c) => c.id.startsWith('acme.'))).toBe(false);
    expect(kernel.contributions(Locales).some((l) => 'acme.nodeReport.show' in l.texts)).toBe(false);
    // A document change after the unload reaches no plugin code (the counter's document subscription ended).
    undo.execute([document.setNamePatch('m1', 'Renamed')]);
    expect(counter?.listeners).toBe(0);

    // Both load again, into fresh containers.
    await kernel.activate(nodeCounter);
    await kernel.activate(nodeReport);
    await kernel.execute('acme.nodeReport.show');
    expect(kernel.notifications.at(-1)?.message).toBe('Meshes in the scene: 2 (changes seen: 0)');
    await kernel.dispose();
  });

  it('the consumer without its provider is refused with the missing plugin named', async () => {
    const kernel = await createTestKernel();
    await expect(kernel.activate(nodeReport)).rejects.toThrow('Plugin "Node report (Acme)" needs "acme.node-counter", which is not loaded');
    await kernel.dispose();
  });
});
