import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

/** The command palette's open state; the workbench renders it, commands open it. */
export interface CommandPaletteService {
  /** Whether the palette is open. */
  readonly isOpen: boolean;
  /** Emits the open state now and on every change. */
  readonly onDidChangeOpen: Observable<boolean>;
  /** Open the palette. */
  open(): void;
  /** Close the palette. */
  close(): void;
}

/** Service id of the command palette service. */
export const CommandPaletteService = createServiceId<CommandPaletteService>('commandPalette');
