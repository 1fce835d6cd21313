import type { ContributionCheckContext } from '../kernel/contribution-point.js';
import { chordKey } from './key-chord.js';

/** The parts of a command its admission reads (declared here so the points module can import this one). */
interface AdmittedCommand {
  readonly id: string;
  readonly keybinding?: string | readonly string[];
}

function bindingsOf(command: AdmittedCommand): readonly string[] {
  return !command.keybinding ? [] : typeof command.keybinding === 'string' ? [command.keybinding] : command.keybinding;
}

/**
 * The `Commands` point's admission: a command whose id another plugin's command already has is refused; a key binding
 * another plugin's command already has is dropped from the command (the command stays, without that key). Both are
 * reported as warnings naming both plugins.
 */
export function admitCommand<T extends AdmittedCommand>(command: T, context: ContributionCheckContext<T>): T | undefined {
  if (!command || typeof command !== 'object') return command;
  const taken = context.others.find((c) => c.id === command.id);
  if (taken) {
    const owner = context.ownerName(taken);
    context.warn(context.text('core.plugin.commandTaken', { id: command.id, owner },
      `the command id "${command.id}" belongs to "${owner}"; this command was refused`), 'contribution');
    return undefined;
  }
  const bindings = bindingsOf(command);
  if (!bindings.length) return command;
  const holders = new Map<string, { readonly command: T; readonly binding: string }>();
  for (const other of context.others) for (const binding of bindingsOf(other)) {
    const key = chordKey(binding);
    if (key) holders.set(key, { command: other, binding });
  }
  const kept = bindings.filter((binding) => {
    const key = chordKey(binding);
    const holder = key === undefined ? undefined : holders.get(key);
    if (!holder) return true;
    const owner = context.ownerName(holder.command);
    context.warn(context.text('core.plugin.keyTaken', { key: holder.binding, command: holder.command.id, owner },
      `${holder.binding} belongs to "${holder.command.id}" of "${owner}"; the binding of "${command.id}" was refused`), 'keybinding');
    return false;
  });
  if (kept.length === bindings.length) return command;
  return { ...command, keybinding: kept.length ? kept : undefined };
}
