import type { NotificationService, PluginService, TranslateFn } from '../../sdk/index.js';
import type { PluginRow } from './plugin-rows.js';
import type { SavedPlugins } from './saved-plugins.js';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What the manager's buttons do: change the plugin in this editor, then the user's kept list (a url plugin added or
 * enabled is loaded at the next start; disabled is kept but not loaded; unloaded leaves the list).
 */
export class PluginManagerActions {
  constructor(
    private readonly plugins: PluginService,
    private readonly saved: SavedPlugins,
    private readonly notifications: NotificationService | undefined,
    private readonly t: TranslateFn,
  ) {}

  /** Load the user's enabled url plugins (at start); each failure is listed with its error, none stops the others. */
  async loadSaved(): Promise<void> {
    const kept = await this.saved.refresh();
    for (const entry of kept) {
      if (!entry.enabled) continue;
      try {
        await this.plugins.loadFromUrl(entry.url);
      } catch (error) {
        this.notifications?.error(this.t('pluginManager.failed', { url: entry.url, message: messageOf(error) }));
      }
    }
  }

  /** Add a plugin from a url: kept in the user's list (even when it fails to load, so it is listed with its error), then loaded. */
  async add(url: string): Promise<void> {
    const trimmed = url.trim();
    if (!trimmed) return;
    if (!(await this.save(() => this.saved.add(trimmed)))) return;
    try {
      const id = await this.plugins.loadFromUrl(trimmed);
      const name = this.plugins.plugins.find((p) => p.id === id)?.name ?? id;
      this.notifications?.success(this.t('pluginManager.loaded', { name, url: trimmed }));
    } catch (error) {
      this.notifications?.error(this.t('pluginManager.failed', { url: trimmed, message: messageOf(error) }));
    }
  }

  async enable(row: PluginRow): Promise<void> {
    await this.attempt(row, () => (row.known ? this.plugins.activate(row.id) : this.plugins.loadFromUrl(row.url!)));
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
    if (await this.attempt(row, () => this.plugins.reload(row.id))) this.notifications?.success(this.t('pluginManager.reloaded', { name: row.name }));
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
