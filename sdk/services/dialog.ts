import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { ReactComponent } from '../workbench/react-component.js';

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

/** Props the workbench gives a plugin's own dialog: `close` ends it with its answer (the first call counts). */
export interface DialogLayerProps<T> {
  close(value?: T): void;
}

/** Options of a plugin's own dialog. */
export interface ShowDialogOptions {
  /** Class of the layer element the dialog is rendered in (for the plugin's styles). */
  readonly className?: string;
  /** Aborting closes the dialog (its answer undefined), e.g. when the plugin is deactivated or opens another. */
  readonly signal?: AbortSignal;
}

/** A plugin's own dialog the UI shows until `close` is called. */
export interface DialogLayer {
  readonly id: number;
  readonly component: ReactComponent<DialogLayerProps<unknown>>;
  readonly className?: string;
  close(value?: unknown): void;
}

/** Modal questions to the user: confirm and prompt, rendered by the workbench, and dialogs of a plugin's own. */
export interface DialogService {
  /** Ask a yes/no question; resolves true when the user confirms. */
  confirm(options: DialogOptions): Promise<boolean>;
  /** Ask for one line of text; resolves undefined when the user cancels. */
  prompt(options: PromptOptions): Promise<string | undefined>;
  /**
   * Show a dialog of the plugin's own, rendered by the workbench in a layer on top of the page (several may stand, the
   * newest on top, and a confirm or prompt asked from one shows above it); resolves with the value it closes with,
   * undefined when it closes without one, is aborted, or no UI is listening.
   */
  show<T>(component: ReactComponent<DialogLayerProps<T>>, options?: ShowDialogOptions): Promise<T | undefined>;
  /** Emits each confirm or prompt the UI should show. */
  readonly onDidRequestDialog: Observable<DialogRequest>;
  /** The plugins' own dialogs open now, oldest first. */
  readonly layers: Observable<readonly DialogLayer[]>;
}

/** Service id of the dialog service. */
export const DialogService = createServiceId<DialogService>('dialogs');
