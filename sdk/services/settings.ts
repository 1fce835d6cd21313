import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

/** User settings, kept in local storage, with defaults from the Settings point. */
export interface SettingsService {
  /** The value of a setting (its default when unset). */
  get<T extends boolean | number | string>(key: string): T | undefined;
  /** Set a value. */
  set(key: string, value: boolean | number | string): void;
  /** Emits the key of each changed setting. */
  readonly onDidChange: Observable<string>;
}

/** Service id of the settings service. */
export const SettingsService = createServiceId<SettingsService>('settings');
