import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

/** What a confirmation or prompt dialog shows (texts already translated). */
export interface DialogOptions {
  /** Title line. */
  readonly title: string;
  /** Body text. */
  readonly message?: string;
  /** Text of the confirming button (the UI's own "OK" when absent). */
  readonly confirmLabel?: string;
  /** Text of the cancelling button (the UI's own "Cancel" when absent). */
  readonly cancelLabel?: string;
  /** How serious the question is; 'warning' marks the dialog as a warning (an irreversible or destructive step). Default 'info'. */
  readonly severity?: DialogSeverity;
}

/** Kind of a dialog: information or a warning. */
export type DialogSeverity = 'info' | 'warning';

/** Options of a prompt that asks for one line of text. */
export interface PromptOptions extends DialogOptions {
  /** Text the field starts with. */
  readonly value?: string;
  /** Placeholder of the empty field. */
  readonly placeholder?: string;
}

/** A dialog waiting for the user; the UI shows it and calls `resolve` once. */
export type DialogRequest =
  | { readonly kind: 'confirm'; readonly options: DialogOptions; resolve(answer: boolean): void }
  | { readonly kind: 'prompt'; readonly options: PromptOptions; resolve(answer: string | undefined): void };

/** Modal questions to the user: confirm and prompt, rendered by the workbench. */
export interface DialogService {
  /** Ask a yes/no question; resolves true when the user confirms. */
  confirm(options: DialogOptions): Promise<boolean>;
  /** Ask for one line of text; resolves undefined when the user cancels. */
  prompt(options: PromptOptions): Promise<string | undefined>;
  /** Emits each dialog the UI should show. */
  readonly onDidRequestDialog: Observable<DialogRequest>;
}

/** Service id of the dialog service. */
export const DialogService = createServiceId<DialogService>('dialogs');
