import { CAPABILITIES, isCapability } from '../../sdk/index.js';
import type { Capability, DialogService, PluginManifest, TranslateFn } from '../../sdk/index.js';
import type { StartupEnvironment } from './startup-guard.js';

/** Storage key of the capabilities the user accepted per plugin URL. */
export const APPROVED_KEY = 'kf.plugins.approved';

/** The most URLs whose approvals are kept (oldest forgotten first). */
const MAX_APPROVALS = 200;

/** The capabilities the user accepted for each plugin URL (kept in the browser). */
export class Approvals {
  constructor(private readonly env: StartupEnvironment) {}

  /** What was accepted for `url`, or undefined when the user never confirmed it here. */
  of(url: string): readonly Capability[] | undefined {
    const list = this.read()[url];
    return Array.isArray(list) ? list.filter(isCapability) : undefined;
  }

  /** The capabilities of `manifest` the user has not accepted for its URL (all of them when never confirmed). */
  missing(manifest: PluginManifest): readonly Capability[] | undefined {
    const accepted = this.of(manifest.url);
    if (accepted === undefined) return undefined;
    return manifest.capabilities.filter((c) => !accepted.includes(c));
  }

  accept(manifest: PluginManifest): void {
    const all = this.read();
    delete all[manifest.url];
    all[manifest.url] = [...manifest.capabilities];
    const urls = Object.keys(all);
    for (const old of urls.slice(0, Math.max(0, urls.length - MAX_APPROVALS))) delete all[old];
    try {
      this.env.store?.setItem(APPROVED_KEY, JSON.stringify(all));
    } catch {
      // Storage blocked or full: the user is asked again next time.
    }
  }

  private read(): Record<string, unknown> {
    try {
      const parsed = JSON.parse(this.env.store?.getItem(APPROVED_KEY) ?? '{}') as unknown;
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
}

/** The lines of the confirmation: what the plugin asks for (in the manager's order), then what any plugin can do. */
export function consentMessage(manifest: PluginManifest, t: TranslateFn, grown?: readonly Capability[]): string {
  const asked = CAPABILITIES.filter((c) => manifest.capabilities.includes(c));
  const lines = [
    t('pluginManager.consent.source', { url: manifest.url, version: manifest.version ?? '—' }),
    '',
    asked.length === 0 ? t('pluginManager.consent.none') : t(grown ? 'pluginManager.consent.grown' : 'pluginManager.consent.asks'),
    ...asked.map((c) => `• ${t(`pluginManager.capability.${c}`)}${grown?.includes(c) ? ` ${t('pluginManager.consent.new')}` : ''}`),
    '',
    t('pluginManager.consent.trust'),
  ];
  return lines.join('\n');
}

/** Ask the user to confirm a URL plugin with its capabilities; true when confirmed (no dialog service: refused). */
export async function askConsent(dialogs: DialogService | undefined, manifest: PluginManifest, t: TranslateFn, grown?: readonly Capability[]): Promise<boolean> {
  if (!dialogs) return false;
  return dialogs.confirm({
    title: t('pluginManager.consent.title', { name: manifest.name }),
    message: consentMessage(manifest, t, grown),
    confirmLabel: t('pluginManager.consent.confirm'),
    severity: manifest.capabilities.length > 0 ? 'warning' : 'info',
  });
}
