import { Subject } from 'rxjs';
import type { I18nService, NotificationService, PluginFault, PluginFaultService, PluginFaultSite } from '../../sdk/index.js';

/** What the fault service needs: plugin names and, when bound, notifications and texts (looked up when needed). */
export interface PluginFaultDeps {
  nameOf(pluginId: string): string;
  notifications(): NotificationService | undefined;
  i18n(): I18nService | undefined;
}

/** Message of an error, or the value as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Keeps the faults of this session and shows each as a notification naming the plugin. */
export class PluginFaultsImpl implements PluginFaultService {
  private readonly list: PluginFault[] = [];
  private readonly reported = new WeakSet<object>();
  private readonly owners = new WeakMap<object, string>();
  private readonly subject = new Subject<PluginFault>();
  private nextId = 1;
  readonly onDidReport = this.subject.asObservable();

  constructor(private readonly deps: PluginFaultDeps) {}

  get faults(): readonly PluginFault[] {
    return this.list;
  }

  /** A plugin's display name; for no plugin (a value core contributed), 'the editor'. */
  nameOf(pluginId: string | undefined): string {
    return pluginId ? this.deps.nameOf(pluginId) : this.text('core.plugin.editor', {}, 'the editor');
  }

  /** Remember which plugin contributed a value. */
  setOwner(contribution: unknown, pluginId: string): void {
    if (contribution && (typeof contribution === 'object' || typeof contribution === 'function')) this.owners.set(contribution, pluginId);
  }

  ownerOf(contribution: unknown): string | undefined {
    return contribution && (typeof contribution === 'object' || typeof contribution === 'function') ? this.owners.get(contribution) : undefined;
  }

  wasReported(error: unknown): boolean {
    return !!error && typeof error === 'object' && this.reported.has(error);
  }

  /** A translated text, or the English fallback when the key is not loaded. */
  text(key: string, values: Record<string, string | number>, fallback: string): string {
    const i18n = this.deps.i18n();
    return i18n?.has(key) ? i18n.t(key, values) : fallback;
  }

  report(pluginId: string, site: PluginFaultSite, error: unknown, severity: 'error' | 'warning' = 'error'): void {
    if (error && typeof error === 'object') {
      if (this.reported.has(error)) return;
      this.reported.add(error);
    }
    const fault: PluginFault = {
      id: this.nextId++, pluginId, pluginName: this.deps.nameOf(pluginId), site, message: messageOf(error), severity, time: Date.now(),
    };
    this.list.push(fault);
    const where = this.text(`core.plugin.site.${site}`, {}, site);
    const text = this.text('core.plugin.fault', { plugin: fault.pluginName, site: where, message: fault.message },
      `Plugin "${fault.pluginName}" failed (${where}): ${fault.message}`);
    const notifications = this.deps.notifications();
    if (notifications) notifications.notify(severity, text);
    else console.error(text, error);
    this.subject.next(fault);
  }
}
