import { Commands } from '../../sdk/index.js';
import type { CommandContribution, ContributionPoint, ContributionRegistry } from '../../sdk/index.js';
import { formatChord, parseKeybinding } from '../services/commands/keybinding.js';
import type { PluginFaultsImpl } from './plugin-faults.js';

/** A binding in one canonical spelling ('Ctrl+Shift+P'), or undefined when it does not parse. */
function canonical(binding: string): string | undefined {
  try {
    return formatChord(parseKeybinding(binding), false);
  } catch {
    return undefined;
  }
}

function bindingsOf(command: CommandContribution): string[] {
  return !command.keybinding ? [] : typeof command.keybinding === 'string' ? [command.keybinding] : [...command.keybinding];
}

/**
 * What a plugin may contribute to a point. A command whose id another plugin's command already has is refused; a key
 * binding another plugin's command already has is dropped from the command (the command itself stays, without that
 * key). Both are reported as warnings naming both plugins. Returns the value to contribute, or undefined if refused.
 */
export function admitContribution<T>(point: ContributionPoint<T>, value: T, pluginId: string, registry: ContributionRegistry, faults: PluginFaultsImpl): T | undefined {
  if (point.id !== Commands.id || !value || typeof value !== 'object') return value;
  const command = value as unknown as CommandContribution;
  const others = registry.list(Commands).current.filter((c) => faults.ownerOf(c) !== pluginId);
  const taken = others.find((c) => c.id === command.id);
  if (taken) {
    const owner = faults.nameOf(faults.ownerOf(taken));
    faults.report(pluginId, 'contribution', new Error(faults.text('core.plugin.commandTaken', { id: command.id, owner },
      `the command id "${command.id}" belongs to "${owner}"; this command was refused`)), 'warning');
    return undefined;
  }
  const bindings = bindingsOf(command);
  if (!bindings.length) return value;
  const owners = new Map<string, CommandContribution>();
  for (const other of others) for (const b of bindingsOf(other)) {
    const key = canonical(b);
    if (key) owners.set(key, other);
  }
  const kept = bindings.filter((b) => {
    const key = canonical(b);
    const holder = key === undefined ? undefined : owners.get(key);
    if (!holder) return true;
    const owner = faults.nameOf(faults.ownerOf(holder));
    faults.report(pluginId, 'keybinding', new Error(faults.text('core.plugin.keyTaken', { key: key!, command: holder.id, owner },
      `${key} belongs to "${holder.id}" of "${owner}"; the binding of "${command.id}" was refused`)), 'warning');
    return false;
  });
  if (kept.length === bindings.length) return value;
  return { ...command, keybinding: kept.length ? kept : undefined } as unknown as T;
}
