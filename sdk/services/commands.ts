import { createServiceId } from '../kernel/service-id.js';

/** Runs contributed commands and dispatches key bindings (one place for all keys). */
export interface CommandService {
  /** Run a command by id; rejects with a clear error if it does not exist. */
  execute(id: string, args?: unknown): Promise<void>;
  /** The key binding text of a command for display, e.g. 'Ctrl+Z'. */
  keybindingOf(id: string): string | undefined;
  /** Every key binding of a command for display, e.g. ['Ctrl+Y', 'Ctrl+Shift+Z']. */
  keybindingsOf(id: string): readonly string[];
  /** Handle a key event; returns true when a command ran. */
  dispatchKey(event: KeyboardEvent): boolean;
}

/** Service id of the command service. */
export const CommandService = createServiceId<CommandService>('commands');
