import type { UserPluginVo } from '../../sdk/endpoints.js';
import type { PluginFault, PluginInfo } from '../../sdk/index.js';

/** One row of the plugin manager: a plugin as the editor lists it, with every error it had this session. */
export interface PluginRow extends Omit<PluginInfo, 'error'> {
  /** Known to the editor (it can be activated by id); false for a kept url not loaded in this session. */
  readonly known: boolean;
  /** Why it failed to load or activate, then the faults reported for it this session (newest last). */
  readonly errors: readonly string[];
}

/**
 * The rows of the manager: every plugin the editor knows of, then the user's kept urls not loaded in this session
 * (disabled ones), each with its load error and the faults attributed to it. A url plugin the manager is starting
 * (`starting`: reading its module, confirming, activating) is 'loading' (shown as Starting…), never 'inactive' with
 * an Enable button.
 */
export function pluginRows(plugins: readonly PluginInfo[], saved: readonly UserPluginVo[], faults: readonly PluginFault[], starting: ReadonlySet<string> = new Set()): PluginRow[] {
  const faultsOf = (id: string) => faults.filter((f) => f.pluginId === id).map((f) => f.message);
  const startingNow = (p: PluginInfo) => p.url !== undefined && starting.has(p.url) && p.state !== 'active' && p.state !== 'failed';
  const rows: PluginRow[] = plugins.map((p) => ({
    id: p.id, name: p.name, version: p.version, origin: p.origin, url: p.url, state: startingNow(p) ? 'loading' : p.state, known: true, capabilities: p.capabilities,
    errors: [...(p.error ? [p.error] : []), ...faultsOf(p.id).filter((m) => m !== p.error)],
  }));
  const urls = new Set(plugins.map((p) => p.url).filter((u): u is string => u !== undefined));
  for (const kept of saved) {
    if (urls.has(kept.url)) continue;
    rows.push({ id: kept.url, name: kept.url, origin: 'url', url: kept.url, state: starting.has(kept.url) ? 'loading' : 'inactive', known: false, errors: [] });
  }
  return rows;
}
