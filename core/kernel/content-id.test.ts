import { describe, expect, it } from 'vitest';
import { LogicBlocks, NodeTypes, ParticleStages, PluginFaultService, Settings, definePlugin } from '../../sdk/index.js';
import type { ContributionPoint } from '../../sdk/index.js';
import { GeometryBuilders, MaterialStages, MaterialTypes, NodeAdapters, PostProcesses } from '../../sdk/viewport/index.js';
import { createEditorKernel } from './editor-kernel.js';

// Every content family names its contributions by `id`. A plugin written for SDK 1.0 spelled it `className`, `kind`,
// `type` or `key` by family: those still load, and a contribution without any id is refused as its plugin's fault.

const families: readonly [string, ContributionPoint<{ readonly id: string }>, string][] = [
  ['node types', NodeTypes, 'className'],
  ['node adapters', NodeAdapters, 'className'],
  ['geometry builders', GeometryBuilders, 'className'],
  ['post effects', PostProcesses, 'className'],
  ['material types', MaterialTypes, 'className'],
  ['material stages', MaterialStages, 'kind'],
  ['particle stages', ParticleStages, 'kind'],
  ['logic blocks', LogicBlocks, 'type'],
  ['settings', Settings, 'key'],
];

async function contribute(point: ContributionPoint<{ readonly id: string }>, value: object) {
  const kernel = await createEditorKernel([], []);
  const before = kernel.registry.list(point).current.length;
  await kernel.plugins.activate(definePlugin({ id: 'acme.old', activate: (ctx) => void ctx.contribute(point, value as { id: string }) }));
  const added = kernel.registry.list(point).current.slice(before);
  return { kernel, added, faults: kernel.services.get(PluginFaultService).faults };
}

describe('the id of a content contribution', () => {
  for (const [family, point, legacy] of families) {
    it(`${family}: the SDK 1.0 spelling "${legacy}" still loads, as id`, async () => {
      const { kernel, added, faults } = await contribute(point, { [legacy]: 'AcmeOld', titles: { en: 'Old' } });
      expect(added.map((c) => c.id)).toEqual(['AcmeOld']);
      expect(faults).toEqual([]);
      await kernel.dispose();
    });

    it(`${family}: a contribution without an id is refused, as its plugin's fault`, async () => {
      const { kernel, added, faults } = await contribute(point, { titles: { en: 'Nameless' } });
      expect(added).toEqual([]);
      expect(faults.map((f) => [f.pluginId, f.message])).toEqual([['acme.old', expect.stringContaining('has no id')]]);
      await kernel.dispose();
    });
  }

  it('keeps the methods of a legacy contribution made as a class instance', async () => {
    class OldAdapter { readonly className = 'AcmeOld'; create() { return { update() {}, dispose() {} }; } }
    const { kernel, added } = await contribute(NodeAdapters, new OldAdapter());
    expect(added[0]!.id).toBe('AcmeOld');
    expect(typeof (added[0] as unknown as OldAdapter).create).toBe('function');
    await kernel.dispose();
  });

  it('takes a contribution spelled with id as it is', async () => {
    const value = { id: 'AcmeNew', titles: { en: 'New' }, descriptors: [] };
    const { kernel, added } = await contribute(NodeTypes, value);
    expect(added[0]!.id).toBe('AcmeNew');
    await kernel.dispose();
  });
});
