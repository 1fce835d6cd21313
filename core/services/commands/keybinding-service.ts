import { Subject } from 'rxjs';
import { bindingFromKeyEvent, chordKey, Commands, parseKeybinding } from '../../../sdk/index.js';
import type { CommandContribution, ContributionRegistry, KeybindingEntry, KeybindingService, KeyChordEvent } from '../../../sdk/index.js';
import { formatChord } from './keybinding.js';
import { isValidBinding, KEYBINDING_LIMITS, type UserKeybindings } from './user-keybindings.js';

/** The contributed bindings of a command, as a list. */
export function defaultBindingsOf(command: CommandContribution): readonly string[] {
  return !command.keybinding ? [] : typeof command.keybinding === 'string' ? [command.keybinding] : command.keybinding;
}

/** The user's bindings over the commands' defaults (the Commands point), kept by `UserKeybindings`. */
export class KeybindingServiceImpl implements KeybindingService {
  private readonly changes = new Subject<void>();
  readonly onDidChange = this.changes.asObservable();

  constructor(
    private readonly registry: ContributionRegistry,
    private readonly user: UserKeybindings,
    private readonly isMac: boolean,
  ) {}

  get entries(): readonly KeybindingEntry[] {
    const seen = new Set<string>();
    const entries: KeybindingEntry[] = [];
    const all = this.registry.list(Commands).current;
    // The latest contribution of an id wins, as in the command service.
    for (let i = all.length - 1; i >= 0; i--) {
      const command = all[i];
      if (seen.has(command.id)) continue;
      seen.add(command.id);
      const custom = this.user.get(command.id);
      const defaults = defaultBindingsOf(command);
      entries.push({
        commandId: command.id, titleKey: command.titleKey, ...(command.categoryKey ? { categoryKey: command.categoryKey } : {}),
        defaults, bindings: custom ?? defaults, customized: custom !== undefined,
      });
    }
    return entries.reverse();
  }

  bindingsOf(commandId: string): readonly string[] {
    const custom = this.user.get(commandId);
    if (custom) return custom;
    const command = this.find(commandId);
    return command ? defaultBindingsOf(command) : [];
  }

  conflictsOf(binding: string, exceptCommandId?: string): readonly string[] {
    const wanted = chordKey(binding);
    if (wanted === undefined) return [];
    return this.entries
      .filter((entry) => entry.commandId !== exceptCommandId && entry.bindings.some((b) => chordKey(b) === wanted))
      .map((entry) => entry.commandId);
  }

  setBindings(commandId: string, bindings: readonly string[]): void {
    if (!this.find(commandId)) throw new Error(`There is no command "${commandId}" to bind`);
    if (bindings.length > KEYBINDING_LIMITS.perCommand) throw new Error(`A command takes at most ${KEYBINDING_LIMITS.perCommand} key bindings`);
    for (const binding of bindings) {
      parseKeybinding(binding); // throws a clear error naming the binding
      if (!isValidBinding(binding)) throw new Error(`The key binding '${binding}' is too long`);
    }
    const unique = [...new Map(bindings.map((b) => [chordKey(b), b])).values()];
    this.user.set(commandId, unique);
    this.changes.next();
  }

  reset(commandId: string): void {
    if (this.user.get(commandId) === undefined) return;
    this.user.delete(commandId);
    this.changes.next();
  }

  resetAll(): void {
    if (this.user.commandIds().length === 0) return;
    this.user.clear();
    this.changes.next();
  }

  bindingFromEvent(event: KeyChordEvent): string | undefined {
    return bindingFromKeyEvent(event, this.isMac);
  }

  label(binding: string): string {
    try {
      return formatChord(parseKeybinding(binding), this.isMac);
    } catch {
      return binding;
    }
  }

  /** Another user signed in: read their bindings. */
  userChanged(): void {
    this.user.invalidate();
    this.changes.next();
  }

  private find(id: string): CommandContribution | undefined {
    const all = this.registry.list(Commands).current;
    for (let i = all.length - 1; i >= 0; i--) if (all[i].id === id) return all[i];
    return undefined;
  }
}
