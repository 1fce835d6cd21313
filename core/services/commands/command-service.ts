import { Commands } from '../../../sdk/index.js';
import type { CommandContribution, CommandService, ContributionRegistry, Disposable, I18nService, NotificationService } from '../../../sdk/index.js';
import { toDisposable } from '../../../sdk/index.js';
import { defaultBindingsOf } from './keybinding-service.js';
import { formatChord, isTextInput, isTypingKey, matchesChord, parseKeybinding, type KeyChord, type KeyEventLike } from './keybinding.js';

/** A key event the dispatcher can cancel. */
export interface DispatchableKeyEvent extends KeyEventLike {
  preventDefault(): void;
}

/** Where the command service finds its helpers (looked up when needed, so bind order does not matter). */
export interface CommandServiceDeps {
  readonly isMac: boolean;
  notifications(): NotificationService | undefined;
  i18n(): I18nService | undefined;
  /** Whether an error was already reported as a plugin's fault (then it is not notified again). */
  wasReported?(error: unknown): boolean;
  /** The bindings in force for a command (the user's, from the key-binding service); its contributed ones when absent. */
  bindingsOf?(command: CommandContribution): readonly string[];
}

/** Commands from the Commands point, run by id or by key; one keydown listener dispatches every binding. */
export class CommandServiceImpl implements CommandService {
  private readonly chords = new Map<string, KeyChord | null>();

  constructor(
    private readonly registry: ContributionRegistry,
    private readonly deps: CommandServiceDeps,
  ) {}

  /** Every contributed command, in registration order. */
  get commands(): readonly CommandContribution[] {
    return this.registry.list(Commands).current;
  }

  /** The command with this id (the latest contribution wins). */
  find(id: string): CommandContribution | undefined {
    const all = this.commands;
    for (let i = all.length - 1; i >= 0; i--) if (all[i].id === id) return all[i];
    return undefined;
  }

  /** Whether a command exists and may run now. */
  isEnabled(command: CommandContribution): boolean {
    try {
      return command.enabled ? command.enabled() : true;
    } catch {
      return false;
    }
  }

  async execute(id: string, args?: unknown): Promise<void> {
    const command = this.find(id);
    if (!command) throw new Error(this.text('core.command.unknown', { id }, `There is no command "${id}".`));
    if (!this.isEnabled(command)) {
      throw new Error(this.text('core.command.disabled', { title: this.titleOf(command) }, `The command "${id}" cannot run now.`));
    }
    await command.run({ args });
  }

  keybindingOf(id: string): string | undefined {
    return this.keybindingsOf(id)[0];
  }

  /** Every binding of a command, formatted for display. */
  keybindingsOf(id: string): string[] {
    const command = this.find(id);
    if (!command) return [];
    return this.bindingsOfCommand(command).flatMap((b) => {
      const chord = this.chordOf(b);
      return chord ? [formatChord(chord, this.deps.isMac)] : [];
    });
  }

  dispatchKey(event: KeyboardEvent | DispatchableKeyEvent): boolean {
    const all = this.commands;
    for (let i = all.length - 1; i >= 0; i--) {
      const command = all[i];
      for (const binding of this.bindingsOfCommand(command)) {
        const chord = this.chordOf(binding);
        if (!chord || !matchesChord(event, chord, this.deps.isMac)) continue;
        const plain = !chord.ctrl && !chord.alt && !chord.meta && isTypingKey(chord.key);
        if ((command.skipInTextInput ?? plain) && isTextInput(event.target)) continue;
        if (!this.isEnabled(command)) continue;
        event.preventDefault();
        void this.runReporting(command);
        return true;
      }
    }
    return false;
  }

  /** Listen for keydown on a target (the window) and dispatch; dispose to stop. */
  listen(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): Disposable {
    const listener = (event: Event) => {
      if (!event.defaultPrevented) this.dispatchKey(event as KeyboardEvent);
    };
    target.addEventListener('keydown', listener);
    return toDisposable(() => target.removeEventListener('keydown', listener));
  }

  /** Run a command and report a failure as an error notification instead of throwing. */
  async runReporting(command: CommandContribution, args?: unknown): Promise<void> {
    try {
      await command.run({ args });
    } catch (error) {
      if (this.deps.wasReported?.(error)) return;
      const message = error instanceof Error ? error.message : String(error);
      const text = this.text('core.command.failed', { title: this.titleOf(command), message }, `${command.id} failed: ${message}`);
      const notifications = this.deps.notifications();
      if (notifications) notifications.error(text);
      else console.error(text, error);
    }
  }

  /** The translated title of a command. */
  titleOf(command: CommandContribution): string {
    return this.deps.i18n()?.t(command.titleKey) ?? command.titleKey;
  }

  private bindingsOfCommand(command: CommandContribution): readonly string[] {
    if (this.deps.bindingsOf) return this.deps.bindingsOf(command);
    return defaultBindingsOf(command);
  }

  private chordOf(binding: string): KeyChord | null {
    let chord = this.chords.get(binding);
    if (chord === undefined) {
      try {
        chord = parseKeybinding(binding);
      } catch (error) {
        console.error(error);
        chord = null;
      }
      this.chords.set(binding, chord);
    }
    return chord;
  }

  private text(key: string, values: Record<string, string>, fallback: string): string {
    const i18n = this.deps.i18n();
    return i18n?.has(key) ? i18n.t(key, values) : fallback;
  }
}
