import { describe, expect, it } from 'vitest';
import { Settings } from '../../../sdk/index.js';
import { ContributionRegistryImpl } from '../../kernel/contribution-registry.js';
import { MemoryStore } from './key-value-store.js';
import { SETTINGS_STORAGE_KEY, SettingsServiceImpl } from './settings-service.js';

function setup() {
  const registry = new ContributionRegistryImpl();
  const store = new MemoryStore();
  registry.contribute(Settings, { id: 'viewport.showStats', titleKey: 't', type: 'boolean', default: false });
  registry.contribute(Settings, { id: 'viewport.quality', titleKey: 't', type: 'enum', default: 'high', options: ['low', 'high'] });
  return { registry, store, settings: new SettingsServiceImpl(registry, store) };
}

describe('SettingsServiceImpl', () => {
  it('answers the contributed default until a value is set, and keeps values in local storage', () => {
    const { store, settings, registry } = setup();
    const changed: string[] = [];
    settings.onDidChange.subscribe((k) => changed.push(k));
    expect(settings.get('viewport.showStats')).toBe(false);
    settings.set('viewport.showStats', true);
    settings.set('viewport.showStats', true);
    expect(settings.get('viewport.showStats')).toBe(true);
    expect(JSON.parse(store.getItem(SETTINGS_STORAGE_KEY)!)).toEqual({ 'viewport.showStats': true });
    expect(changed).toEqual(['viewport.showStats']);
    expect(new SettingsServiceImpl(registry, store).get('viewport.showStats')).toBe(true);
    expect(settings.get('unknown.key')).toBeUndefined();
  });

  it('refuses a value of the wrong type with a clear error', () => {
    const { settings } = setup();
    expect(() => settings.set('viewport.showStats', 'yes')).toThrow(/takes a boolean/);
    expect(() => settings.set('viewport.quality', 'ultra')).toThrow(/takes one of low, high, not "ultra"/);
  });

  it('ignores damaged stored data and stored values that no longer fit', () => {
    const { store, settings } = setup();
    store.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(settings.get('viewport.quality')).toBe('high');
    store.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ 'viewport.quality': 'ultra' }));
    expect(settings.get('viewport.quality')).toBe('high');
  });
});
