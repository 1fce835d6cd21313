import { BehaviorSubject } from 'rxjs';
import type { DialogService, NotificationService, PluginManifest, PluginService, TranslateFn } from '../../sdk/index.js';
import { Approvals, askConsent } from './consent.js';
import type { PluginOrigins } from './plugin-origins.js';
import type { PluginRow } from './plugin-rows.js';
import type { SavedPlugins } from './saved-plugins.js';
import { StartingMark, type StartupEnvironment } from './startup-guard.js';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the actions work with. */
export interface PluginManagerActionDeps {
  readonly plugins: PluginService;
  readonly saved: SavedPlugins;
  readonly notifications: NotificationService | undefined;
  readonly dialogs: DialogService | undefined;
  readonly t: TranslateFn;
  readonly env: StartupEnvironment;
  /** The origins the page may import plugins from: a URL on another is refused before it is imported. */
  readonly origins: PluginOrigins;
}

/**
 * What the manager's buttons do: change the plugin in this editor, then the user's kept list (a url plugin added or
 * enabled is loaded at the next start; disabled is kept but not loaded; unloaded leaves the list). A URL plugin loads
 * only after the user confirmed its capabilities (again when a remembered one asks for more), and every start of one
 * is marked, so a plugin that froze the page is disabled on the next start.
 */
export class PluginManagerActions {
  private readonly plugins: PluginService;
  private readonly saved: SavedPlugins;
  private readonly notifications: NotificationService | undefined;
  private readonly t: TranslateFn;
  private readonly approvals: Approvals;
  private readonly starting: StartingMark;
  private readonly pending$ = new BehaviorSubject<ReadonlySet<string>>(new Set());
  /** The kept urls the manager is about to start (listed as loading), now and on every change. */
  readonly onDidChangePending = this.pending$.asObservable();

  constructor(private readonly deps: PluginManagerActionDeps) {
    this.plugins = deps.plugins;
    this.saved = deps.saved;
    this.notifications = deps.notifications;
    this.t = deps.t;
    this.approvals = new Approvals(deps.env);
    this.starting = new StartingMark(deps.env);
  }

  get pending(): ReadonlySet<string> {
    return this.pending$.value;
  }

  private setPending(url: string, on: boolean): void {
    const next = new Set(this.pending$.value);
    if (on) next.add(url);
    else next.delete(url);
    this.pending$.next(next);
  }

  /** Whether this start is in safe mode (no remembered plugin is loaded). */
  get safeMode(): boolean {
    return this.deps.env.safeMode();
  }

  /**
   * At start: disable the plugin whose start did not finish last time (and say so), then load the user's enabled url
   * plugins unless in safe mode. A remembered plugin that now asks for capabilities the user did not accept is not
   * loaded until confirmed (Enable asks). Each failure is listed with its error, none stops the others. With `only`, a
   * plugin whose declaration it refuses is passed over without a word (the scene player loads those that declare
   * `runsInPlayer`). Resolves with the declarations of the plugins it loaded.
   */
  async loadSaved(options: { readonly only?: (manifest: PluginManifest) => boolean } = {}): Promise<readonly PluginManifest[]> {
    const kept = await this.saved.refresh();
    const frozen = this.starting.left();
    if (frozen !== undefined) {
      this.starting.clear();
      if (this.saved.byUrl(frozen)?.enabled) await this.save(() => this.saved.setEnabled(frozen, false));
      this.notifications?.warning(this.t('pluginManager.frozen', { url: frozen }));
    }
    const loaded: PluginManifest[] = [];
    if (this.safeMode) return loaded;
    const starting = kept.filter((entry) => entry.enabled && entry.url !== frozen);
    this.pending$.next(new Set(starting.map((entry) => entry.url)));
    for (const entry of starting) {
      try {
        if (await this.refusedByOrigin(entry.url)) continue;
        await this.starting.around(entry.url, async () => {
          const manifest = await this.plugins.readManifest(entry.url);
          if (options.only && !options.only(manifest)) return;
          const grown = this.approvals.missing(manifest);
          if (grown === undefined || grown.length > 0) {
            this.notifications?.warning(this.t('pluginManager.needsConsent', { name: manifest.name }));
            return;
          }
          await this.plugins.loadFromUrl(entry.url);
          loaded.push(manifest);
        });
      } catch (error) {
        this.notifications?.error(this.t('pluginManager.failed', { url: entry.url, message: messageOf(error) }));
      } finally {
        this.setPending(entry.url, false);
      }
    }
    return loaded;
  }

  /**
   * Add a plugin from a url: its declaration is read and shown for the user to confirm; confirmed, it is kept in the
   * user's list and loaded. A url that cannot be read is kept too, so it is listed with its error.
   */
  async add(url: string): Promise<void> {
    const trimmed = url.trim();
    if (!trimmed || (await this.refusedByOrigin(trimmed))) return;
    let manifest: PluginManifest;
    try {
      manifest = await this.starting.around(trimmed, () => this.plugins.readManifest(trimmed));
    } catch (error) {
      await this.save(() => this.saved.add(trimmed)); // kept, and listed with its error
      this.notifications?.error(this.t('pluginManager.failed', { url: trimmed, message: messageOf(error) }));
      return;
    }
    if (!(await this.confirm(manifest))) return;
    this.setPending(trimmed, true);
    try {
      if (!(await this.save(() => this.saved.add(trimmed)))) return;
      await this.load(trimmed);
    } finally {
      this.setPending(trimmed, false);
    }
  }

  /** Load a plugin from a url for this session only (File › Load plugin from URL…), after the user confirmed it. */
  async loadOnce(url: string): Promise<void> {
    const trimmed = url.trim();
    if (!trimmed || (await this.refusedByOrigin(trimmed))) return;
    let manifest: PluginManifest;
    try {
      manifest = await this.starting.around(trimmed, () => this.plugins.readManifest(trimmed));
    } catch (error) {
      this.notifications?.error(this.t('pluginManager.failed', { url: trimmed, message: messageOf(error) }));
      return;
    }
    if (await this.confirm(manifest)) await this.load(trimmed);
  }

  /** Enable a plugin; a url plugin's row shows Starting… from the click until it is active or failed. */
  async enable(row: PluginRow): Promise<void> {
    if (row.url === undefined) return this.enableNow(row);
    this.setPending(row.url, true);
    try {
      await this.enableNow(row);
    } finally {
      this.setPending(row.url, false);
    }
  }

  private async enableNow(row: PluginRow): Promise<void> {
    if (row.origin === 'url' && row.url) {
      if (await this.refusedByOrigin(row.url)) return;
      let manifest: PluginManifest | undefined;
      try {
        manifest = await this.starting.around(row.url, () => this.plugins.readManifest(row.url!));
      } catch (error) {
        this.notifications?.error(this.t('pluginManager.actionFailed', { name: row.name, message: messageOf(error) }));
      }
      if (manifest && !(await this.confirm(manifest))) return;
    }
    await this.attempt(row, () => this.marked(row.url, async () => {
      if (row.known) await this.plugins.activate(row.id);
      else await this.plugins.loadFromUrl(row.url!);
    }));
    if (row.url) await this.save(() => this.saved.setEnabled(row.url!, true));
  }

  async disable(row: PluginRow): Promise<void> {
    if (row.known) await this.attempt(row, () => this.plugins.deactivate(row.id));
    if (row.url) await this.save(() => this.saved.setEnabled(row.url!, false));
  }

  async unload(row: PluginRow): Promise<void> {
    if (row.known && !(await this.attempt(row, () => this.plugins.unload(row.id)))) return;
    if (row.url) await this.save(() => this.saved.remove(row.url!));
    this.notifications?.success(this.t('pluginManager.unloaded', { name: row.name }));
  }

  async reload(row: PluginRow): Promise<void> {
    if (await this.attempt(row, () => this.marked(row.url, () => this.plugins.reload(row.id)))) {
      this.notifications?.success(this.t('pluginManager.reloaded', { name: row.name }));
    }
  }

  /** Show the plugin's capabilities and the trust statement; a new or grown set is asked for, a known one is not. */
  private async confirm(manifest: PluginManifest): Promise<boolean> {
    const grown = this.approvals.missing(manifest);
    if (grown !== undefined && grown.length === 0) return true;
    const confirmed = await askConsent(this.deps.dialogs, manifest, this.t, grown);
    if (confirmed) this.approvals.accept(manifest);
    return confirmed;
  }

  /**
   * Whether the page's policy refuses a plugin at `url` (another origin than the page's and the operator's
   * PLUGIN_ORIGINS, or no http(s) address): then the user is told why, naming the policy and the setting, instead of
   * the browser's 'Failed to fetch dynamically imported module'.
   */
  private async refusedByOrigin(url: string): Promise<boolean> {
    const refusal = await this.deps.origins.refusal(url);
    if (!refusal) return false;
    const allowed = refusal.kind === 'origin' && refusal.allowed.length > 0 ? refusal.allowed.join(', ') : this.t('pluginManager.originNone');
    this.notifications?.error(refusal.kind === 'notHttp'
      ? this.t('pluginManager.notHttp', { url })
      : this.t('pluginManager.originRefused', { url, origin: refusal.origin, page: refusal.page, allowed }));
    return true;
  }

  /** Run a start of a URL plugin marked (a built-in one is not: it is not remembered). */
  private marked<T>(url: string | undefined, start: () => Promise<T>): Promise<T> {
    return url === undefined ? start() : this.starting.around(url, start);
  }

  private async load(url: string): Promise<void> {
    try {
      const id = await this.starting.around(url, () => this.plugins.loadFromUrl(url));
      const name = this.plugins.plugins.find((p) => p.id === id)?.name ?? id;
      this.notifications?.success(this.t('pluginManager.loaded', { name, url }));
    } catch (error) {
      this.notifications?.error(this.t('pluginManager.failed', { url, message: messageOf(error) }));
    }
  }

  private async attempt(row: PluginRow, action: () => Promise<unknown>): Promise<boolean> {
    try {
      await action();
      return true;
    } catch (error) {
      this.notifications?.error(this.t('pluginManager.actionFailed', { name: row.name, message: messageOf(error) }));
      return false;
    }
  }

  private async save(change: () => Promise<void>): Promise<boolean> {
    try {
      await change();
      return true;
    } catch (error) {
      this.notifications?.error(this.t('pluginManager.notSaved', { message: messageOf(error) }));
      return false;
    }
  }
}
