import { describe, expect, it } from 'vitest';
import type { PluginFault, PluginInfo } from '../../sdk/index.js';
import { pluginRows } from './plugin-rows.js';

const fault = (pluginId: string, message: string, id: number): PluginFault =>
  ({ id, pluginId, pluginName: pluginId, site: 'command', message, severity: 'error', time: id });

describe('plugin manager rows', () => {
  it('lists known plugins with their load error then their faults, and kept urls not loaded as inactive', () => {
    const plugins: PluginInfo[] = [
      { id: 'builtin.a', name: 'A', version: '1.0.0', origin: 'builtin', state: 'active' },
      { id: 'acme.b', name: 'B', origin: 'url', url: '/b.js', state: 'failed', error: 'boom' },
    ];
    const saved = [
      { id: 'r1', url: '/b.js', enabled: true, createdAt: 1 },
      { id: 'r2', url: '/c.js', enabled: false, createdAt: 2 },
    ];
    const rows = pluginRows(plugins, saved, [fault('acme.b', 'boom', 1), fault('acme.b', 'later', 2), fault('builtin.a', 'oops', 3)]);
    expect(rows.map((r) => [r.id, r.origin, r.state, r.known, r.errors])).toEqual([
      ['builtin.a', 'builtin', 'active', true, ['oops']],
      ['acme.b', 'url', 'failed', true, ['boom', 'later']],
      ['/c.js', 'url', 'inactive', false, []],
    ]);
    expect(rows[0].version).toBe('1.0.0');
  });

  it('a kept url the manager is about to start is listed as loading, not as inactive with an Enable button', () => {
    const saved = [{ id: 'r1', url: '/c.js', enabled: true, createdAt: 1 }];
    expect(pluginRows([], saved, [], new Set(['/c.js'])).map((r) => r.state)).toEqual(['loading']);
    expect(pluginRows([], saved, []).map((r) => r.state)).toEqual(['inactive']);
  });

  it('a known url plugin being enabled is loading until the editor says it is active or failed', () => {
    const inactive: PluginInfo = { id: 'acme.c', name: 'C', origin: 'url', url: '/c.js', state: 'inactive' };
    expect(pluginRows([inactive], [], [], new Set(['/c.js'])).map((r) => r.state)).toEqual(['loading']);
    expect(pluginRows([{ ...inactive, state: 'active' }], [], [], new Set(['/c.js'])).map((r) => r.state)).toEqual(['active']);
    expect(pluginRows([{ ...inactive, state: 'failed', error: 'boom' }], [], [], new Set(['/c.js'])).map((r) => r.state)).toEqual(['failed']);
  });
});
