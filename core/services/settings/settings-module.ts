import { SettingsService } from '../../../sdk/index.js';
import { KernelRegistry, serviceModule, type ServiceModule } from '../../kernel/kernel-parts.js';
import { provide } from '../../kernel/service-declaration.js';
import { defaultStore, type KeyValueStore } from './key-value-store.js';
import { SettingsServiceImpl } from './settings-service.js';

/** Declares the settings service over the given store (localStorage by default, looked up when a kernel is made). */
export function settingsModule(store?: KeyValueStore): ServiceModule {
  return serviceModule([provide(SettingsService, [KernelRegistry], (registry) => new SettingsServiceImpl(registry, store ?? defaultStore()))]);
}
