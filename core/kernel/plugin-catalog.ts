import { BehaviorSubject } from 'rxjs';
import type { PluginDefinition, PluginInfo, PluginManifest, PluginOrigin, PluginService } from '../../sdk/index.js';
import { holds } from './capability-gates.js';
import { manifestOf } from './plugin-manifest.js';
import { messageOf } from './plugin-faults.js';
import type { PluginHost } from './plugin-host.js';

interface Known {
  /** Undefined for a URL whose module could not be loaded. */
  definition?: PluginDefinition;
  readonly origin: PluginOrigin;
  readonly url?: string;
  error?: string;
  /** Being imported or activated now. */
  loading?: boolean;
}

/** The calls of the plugin service that change plugins (they need 'plugins.manage' when a plugin makes them). */
type Mutation = 'loadFromUrl' | 'activate' | 'deactivate' | 'reload' | 'unload';

/**
 * Every plugin the editor knows of (built-in and URL-loaded) with its state, over the plugin host: the PluginService
 * plugins see. A URL that fails to load, or a plugin that fails to activate, stays listed with its error.
 */
export class PluginCatalog implements PluginService {
  private readonly known = new Map<string, Known>();
  private readonly list$ = new BehaviorSubject<readonly PluginInfo[]>([]);
  readonly onDidChangeList = this.list$.asObservable();
  readonly onDidChangePlugins;

  constructor(private readonly host: PluginHost) {
    this.onDidChangePlugins = host.onDidChange;
    host.onDidChange.subscribe(() => this.publish());
  }

  /** Record the built-in plugins (before they are activated). */
  addBuiltins(definitions: readonly PluginDefinition[]): void {
    for (const definition of definitions) this.known.set(definition.id, { definition, origin: 'builtin' });
    this.publish();
  }

  get activeIds(): readonly string[] {
    return this.host.activeIds;
  }

  get plugins(): readonly PluginInfo[] {
    return this.list$.value;
  }

  async loadFromUrl(url: string): Promise<string> {
    const existing = this.byUrl(url);
    if (existing && this.known.get(existing)?.definition && this.host.isActive(existing)) {
      throw new Error(this.text('core.plugin.alreadyLoaded', { plugin: this.host.nameOf(existing), url }, `Plugin "${this.host.nameOf(existing)}" is already loaded from ${url}`));
    }
    return this.importAndActivate(url, existing, existing !== undefined);
  }

  /** Read a URL plugin's declaration; a module that cannot be read is listed (failed, with the error) as loadFromUrl lists it. */
  async readManifest(url: string): Promise<PluginManifest> {
    try {
      return manifestOf(await this.host.importFromUrl(url), url);
    } catch (error) {
      const id = this.byUrl(url) ?? url;
      const kept = this.known.get(id);
      if (!kept || !this.host.isActive(id)) {
        this.known.set(id, { definition: kept?.definition, origin: 'url', url, error: messageOf(error) });
        this.publish();
      }
      throw error;
    }
  }

  /**
   * The plugin service as `caller` sees it: reading as is; the calls that change plugins need the caller to hold
   * 'plugins.manage', and a caller that is not built in may not touch a built-in plugin.
   */
  viewFor(caller: PluginDefinition): PluginService {
    const check = (action: Mutation, target: string): void => {
      const plugin = this.host.nameOf(caller.id);
      const values = { plugin, target: this.known.has(target) ? this.host.nameOf(target) : target, action: this.text(`core.plugin.action.${action}`, {}, action) };
      if (!holds(caller, 'plugins.manage')) {
        throw new Error(this.text('core.plugin.manageRefused', values, `Plugin "${plugin}" may not ${values.action} "${values.target}": that needs the capability "plugins.manage"`));
      }
      if (action !== 'loadFromUrl' && this.known.get(target)?.origin === 'builtin' && this.known.get(caller.id)?.origin !== 'builtin') {
        throw new Error(this.text('core.plugin.builtinRefused', values,
          `Plugin "${plugin}" may not ${values.action} the built-in plugin "${values.target}": only the user can, in the plugin manager`));
      }
    };
    const guarded = (action: Mutation) => async (target: string): Promise<never> => {
      check(action, target);
      return (this[action] as (value: string) => Promise<never>)(target);
    };
    const self = () => this;
    return {
      get activeIds() { return self().activeIds; },
      get plugins() { return self().plugins; },
      onDidChangePlugins: this.onDidChangePlugins,
      onDidChangeList: this.onDidChangeList,
      readManifest: (url) => this.readManifest(url),
      loadFromUrl: guarded('loadFromUrl'),
      activate: guarded('activate'),
      deactivate: guarded('deactivate'),
      reload: guarded('reload'),
      unload: guarded('unload'),
    };
  }

  async activate(id: string): Promise<void> {
    const entry = this.need(id);
    if (!entry.definition) {
      await this.importAndActivate(entry.url!, id, true);
      return;
    }
    await this.activateKnown(id, entry);
  }

  async deactivate(id: string): Promise<void> {
    const entry = this.need(id);
    await this.host.deactivate(id);
    entry.error = undefined;
    this.publish();
  }

  async reload(id: string): Promise<void> {
    const entry = this.need(id);
    if (entry.origin !== 'url' || !entry.url) {
      throw new Error(this.text('core.plugin.builtinReload', { plugin: this.host.nameOf(id) },
        `Plugin "${this.host.nameOf(id)}" is built in; only plugins loaded from a URL can be reloaded`));
    }
    await this.host.deactivate(id);
    await this.importAndActivate(entry.url, id, true);
  }

  async unload(id: string): Promise<void> {
    const entry = this.need(id);
    if (entry.origin !== 'url') {
      throw new Error(this.text('core.plugin.builtinUnload', { plugin: this.host.nameOf(id) },
        `Plugin "${this.host.nameOf(id)}" is built in; only plugins loaded from a URL can be unloaded`));
    }
    await this.host.deactivate(id);
    this.known.delete(id);
    this.publish();
  }

  /** Import the module at `url` (fresh when asked) and activate it; `previous` is the entry it replaces, if any. */
  private async importAndActivate(url: string, previous: string | undefined, fresh: boolean): Promise<string> {
    let definition: PluginDefinition;
    const pending = previous ?? url;
    const before = this.known.get(pending);
    this.known.set(pending, { definition: before?.definition, origin: 'url', url, loading: true });
    this.publish();
    try {
      definition = await this.host.importFromUrl(url, { fresh });
    } catch (error) {
      this.known.set(pending, { definition: before?.definition, origin: 'url', url, error: messageOf(error) });
      this.publish();
      throw error;
    }
    if (pending === url && url !== definition.id && previous === undefined) this.known.delete(url);
    if (previous !== undefined && previous !== definition.id) this.known.delete(previous);
    const clash = this.known.get(definition.id);
    if (clash && (clash.origin === 'builtin' || clash.url !== url)) {
      const error = new Error(this.text('core.plugin.idTaken', { id: definition.id, url }, `Plugin id "${definition.id}" from ${url} is already taken by another plugin`));
      this.known.set(url, { origin: 'url', url, error: error.message });
      this.publish();
      throw error;
    }
    const entry: Known = { definition, origin: 'url', url };
    this.known.set(definition.id, entry);
    await this.activateKnown(definition.id, entry);
    return definition.id;
  }

  private async activateKnown(id: string, entry: Known): Promise<void> {
    entry.error = undefined;
    entry.loading = true;
    this.publish();
    try {
      await this.host.activate(entry.definition!);
    } catch (error) {
      entry.error = messageOf(error);
      throw error;
    } finally {
      entry.loading = false;
      this.publish();
    }
  }

  private byUrl(url: string): string | undefined {
    for (const [id, entry] of this.known) if (entry.origin === 'url' && entry.url === url) return id;
    return undefined;
  }

  private need(id: string): Known {
    const entry = this.known.get(id);
    if (!entry) throw new Error(this.text('core.plugin.unknown', { id }, `No plugin "${id}" is known`));
    return entry;
  }

  /** A refusal in the user's language (English when the kernel's texts are not loaded). */
  private text(key: string, values: Record<string, string>, fallback: string): string {
    return this.host.faults.text(key, values, fallback);
  }

  private publish(): void {
    const infos: PluginInfo[] = [];
    for (const origin of ['builtin', 'url'] as const) {
      for (const [id, entry] of this.known) {
        if (entry.origin !== origin) continue;
        const d = entry.definition;
        const state = entry.loading ? 'loading' : this.host.isActive(id) ? 'active' : entry.error !== undefined ? 'failed' : 'inactive';
        infos.push({
          id,
          name: d ? (typeof d.name === 'string' && d.name ? d.name : d.id) : id,
          ...(d && typeof d.version === 'string' ? { version: d.version } : {}),
          origin,
          ...(entry.url !== undefined ? { url: entry.url } : {}),
          state,
          ...(state === 'failed' ? { error: entry.error } : {}),
          ...(d && Array.isArray(d.capabilities) && d.capabilities.length > 0 ? { capabilities: [...d.capabilities] } : {}),
        });
      }
    }
    this.list$.next(infos);
  }
}
