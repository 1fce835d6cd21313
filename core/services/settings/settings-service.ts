import { Subject } from 'rxjs';
import { Settings } from '../../../sdk/index.js';
import type { ContributionRegistry, SettingContribution, SettingsService } from '../../../sdk/index.js';
import type { KeyValueStore } from './key-value-store.js';

/** The localStorage key holding every user setting as one JSON object. */
export const SETTINGS_STORAGE_KEY = 'kf.settings';

type SettingValue = boolean | number | string;

/** User settings in local storage; defaults and value types come from the Settings point. */
export class SettingsServiceImpl implements SettingsService {
  private readonly changes = new Subject<string>();
  readonly onDidChange = this.changes.asObservable();

  constructor(
    private readonly registry: ContributionRegistry,
    private readonly store: KeyValueStore,
  ) {}

  get<T extends SettingValue>(key: string): T | undefined {
    const setting = this.settingOf(key);
    const stored = this.read()[key];
    if (stored !== undefined && (!setting || fits(setting, stored))) return stored as T;
    return setting?.default as T | undefined;
  }

  set(key: string, value: SettingValue): void {
    const setting = this.settingOf(key);
    if (setting && !fits(setting, value)) {
      const wanted = setting.type === 'enum' ? `one of ${(setting.options ?? []).join(', ')}` : `a ${setting.type}`;
      throw new Error(`The setting '${key}' takes ${wanted}, not ${JSON.stringify(value)}`);
    }
    const values = this.read();
    if (values[key] === value) return;
    values[key] = value;
    this.store.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(values));
    this.changes.next(key);
  }

  private settingOf(key: string): SettingContribution | undefined {
    return this.registry.list(Settings).current.find((s) => s.id === key);
  }

  private read(): Record<string, SettingValue> {
    const text = this.store.getItem(SETTINGS_STORAGE_KEY);
    if (!text) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, SettingValue>) : {};
    } catch {
      return {};
    }
  }
}

function fits(setting: SettingContribution, value: unknown): boolean {
  switch (setting.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'enum':
      return typeof value === 'string' && (setting.options ?? []).includes(value);
  }
}
