import { describe, expect, it } from 'vitest';
import { Commands, PluginFaultService, defineContributionPoint, definePlugin } from '../../sdk/index.js';
import type { ContributionPoint } from '../../sdk/index.js';
import { createEditorKernel } from './editor-kernel.js';

// Each contribution point declares its own checks and fault site; the kernel applies whatever a point declares and
// knows no point by id. A point a plugin declares itself is checked exactly as the built-in ones are.

interface Gauge {
  readonly id: string;
  readonly max: number;
  read(): number;
}

const Gauges = defineContributionPoint<Gauge>('acme.gauges', {
  faultSite: 'panel',
  admit: (gauge, context) => {
    if (context.others.some((g) => g.id === gauge.id)) {
      context.warn(`gauge "${gauge.id}" belongs to "${context.ownerName(context.others.find((g) => g.id === gauge.id)!)}"`);
      return undefined;
    }
    if (!(gauge.max > 0)) throw new Error('a gauge needs a positive max');
    return gauge.max > 100 ? { ...gauge, max: 100 } : gauge;
  },
  results: {
    read: (value, context) => {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error('a gauge reads a finite number');
      if (value > 1000) context.warn(context.text('acme.gauge.high', { value }, `reading ${value} is very high`));
      return value;
    },
  },
});

async function setup() {
  const kernel = await createEditorKernel([], []);
  const faults = kernel.services.get(PluginFaultService);
  const contribute = (pluginId: string, ...gauges: Gauge[]) => kernel.plugins.activate(definePlugin({
    id: pluginId, name: pluginId, activate: (ctx) => { for (const gauge of gauges) ctx.contribute(Gauges, gauge); },
  }));
  return { kernel, faults, contribute, gauges: () => kernel.registry.list(Gauges).current };
}

describe('contribution points declare their own checks', () => {
  it('a declared admission refuses, corrects and explains, attributed to the contributing plugin', async () => {
    const { faults, contribute, gauges } = await setup();
    await contribute('acme.one', { id: 'speed', max: 500, read: () => 1 });
    await contribute('acme.two', { id: 'speed', max: 10, read: () => 2 }, { id: 'broken', max: 0, read: () => 3 });
    expect(gauges().map((g) => [g.id, g.max])).toEqual([['speed', 100]]);
    expect(faults.faults.map((f) => [f.pluginId, f.site, f.severity, f.message])).toEqual([
      ['acme.two', 'panel', 'warning', 'gauge "speed" belongs to "acme.one"'],
      ['acme.two', 'contribution', 'error', 'a gauge needs a positive max'],
    ]);
  });

  it('declared result checks run on every call; throws are reported at the declared fault site', async () => {
    const { faults, contribute, gauges } = await setup();
    let next: unknown = 5;
    await contribute('acme.meter', { id: 'm', max: 10, read: () => next as number });
    const [gauge] = gauges();
    expect(gauge.read()).toBe(5);
    next = 5000;
    expect(gauge.read()).toBe(5000);
    next = Number.NaN;
    expect(() => gauge.read()).toThrow('a gauge reads a finite number');
    expect(faults.faults.map((f) => [f.site, f.severity, f.message])).toEqual([
      ['panel', 'warning', 'reading 5000 is very high'],
      ['panel', 'error', 'a gauge reads a finite number'],
    ]);
  });

  it('the checks of an id are those declared first: a plain { id } from a JavaScript plugin does not skip them', async () => {
    const { kernel, faults } = await setup();
    await kernel.plugins.activate(definePlugin({ id: 'acme.first', activate: (ctx) => void ctx.contribute(Commands, { id: 'acme.go', titleKey: 'Go', keybinding: 'Ctrl+G', run: () => {} }) }));
    const plain = { id: Commands.id } as ContributionPoint<{ id: string; titleKey: string; run(): void }>;
    const forged = { id: Commands.id, checks: {} } as ContributionPoint<{ id: string; titleKey: string; run(): void }>;
    await kernel.plugins.activate(definePlugin({ id: 'acme.second', activate: (ctx) => {
      ctx.contribute(plain, { id: 'acme.go', titleKey: 'Mine', run: () => {} });
      ctx.contribute(forged, { id: 'acme.go', titleKey: 'Mine too', run: () => {} });
      ctx.contribute(plain, { id: 'acme.fail', titleKey: 'Fail', run: () => { throw new Error('boom'); } });
    } }));
    expect(kernel.registry.list(Commands).current.filter((c) => c.id === 'acme.go')).toHaveLength(1);
    const failing = kernel.registry.list(Commands).current.find((c) => c.id === 'acme.fail')!;
    expect(() => failing.run({} as never)).toThrow('boom');
    expect(faults.faults.map((f) => [f.pluginId, f.site])).toEqual([['acme.second', 'contribution'], ['acme.second', 'contribution'], ['acme.second', 'command']]);
  });
});
