import { SettingsService } from '../../../sdk/index.js';
import type { ServiceModule } from '../../kernel/editor-kernel.js';
import { defaultStore, type KeyValueStore } from './key-value-store.js';
import { SettingsServiceImpl } from './settings-service.js';

/** Binds the settings service over the given store (localStorage by default, looked up when a kernel is made). */
export function settingsModule(store?: KeyValueStore): ServiceModule {
  return ({ services, registry }) => services.bindValue(SettingsService, new SettingsServiceImpl(registry, store ?? defaultStore()));
}
