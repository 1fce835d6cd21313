import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { KeyChordEvent } from '../workbench/key-chord.js';

/** One command as the key-binding editor lists it. */
export interface KeybindingEntry {
  /** The command id. */
  readonly commandId: string;
  /** i18n key of the command's title. */
  readonly titleKey: string;
  /** i18n key of the command's category, when it has one. */
  readonly categoryKey?: string;
  /** The bindings the command contributes ('Ctrl+Z'). */
  readonly defaults: readonly string[];
  /** The bindings in force: the user's when customized, else the defaults. */
  readonly bindings: readonly string[];
  /** Whether the user changed this command's bindings. */
  readonly customized: boolean;
}

/**
 * The user's key bindings over the commands' defaults, as VS Code keeps them: each command may be given other keys
 * (or none); the command service dispatches what this service answers. Kept per signed-in user.
 */
export interface KeybindingService {
  /** Every contributed command with its default and current bindings, in contribution order. */
  readonly entries: readonly KeybindingEntry[];
  /** The bindings in force for a command (empty when it has none or the user removed them). */
  bindingsOf(commandId: string): readonly string[];
  /** Ids of the commands (other than `exceptCommandId`) whose current bindings include this chord. */
  conflictsOf(binding: string, exceptCommandId?: string): readonly string[];
  /** Give a command these bindings instead of its defaults; throws on a binding that does not parse or an unknown command. */
  setBindings(commandId: string, bindings: readonly string[]): void;
  /** Back to the command's defaults. */
  reset(commandId: string): void;
  /** Back to the defaults for every command. */
  resetAll(): void;
  /** The binding a key press spells on this platform (for recording a chord); undefined while only modifiers are down. */
  bindingFromEvent(event: KeyChordEvent): string | undefined;
  /** The display text of a binding on this platform ('Ctrl+K', on macOS '⌘+K'). */
  label(binding: string): string;
  /** Emits after the user's bindings change (set, reset, another user signed in). */
  readonly onDidChange: Observable<void>;
}

/** Service id of the key-binding service. */
export const KeybindingService = createServiceId<KeybindingService>('keybindings');
