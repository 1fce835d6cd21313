import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

/** Where in a plugin a failure happened. */
export type PluginFaultSite =
  | 'activate' | 'deactivate' | 'subscriber' | 'command' | 'builder' | 'editor' | 'panel' | 'contribution' | 'keybinding'
  | 'adapter';

/** One failure of a plugin, attributed to it by name. */
export interface PluginFault {
  /** Unique id. */
  readonly id: number;
  /** The plugin's id. */
  readonly pluginId: string;
  /** The plugin's display name (its `name`, else its id). */
  readonly pluginName: string;
  /** Where it failed. */
  readonly site: PluginFaultSite;
  /** What went wrong (the error's message). */
  readonly message: string;
  /** 'warning' for refused contributions and oversized output; 'error' otherwise. */
  readonly severity: 'error' | 'warning';
  /** When (ms since epoch). */
  readonly time: number;
}

/**
 * Failures caught at the plugin boundary. The kernel wraps what a plugin hands it (stream subscribers, commands,
 * builders, mount functions) and reports each failure here, with the plugin's name, as a notification (and so in the
 * Output panel); hosts of React contributions (inspector rows, panels) report what their error boundaries catch.
 */
export interface PluginFaultService {
  /** Every fault of this session, oldest first. */
  readonly faults: readonly PluginFault[];
  /** Emits each fault as it is reported. */
  readonly onDidReport: Observable<PluginFault>;
  /** Report a failure of a plugin; an error already reported is not reported again. */
  report(pluginId: string, site: PluginFaultSite, error: unknown, severity?: 'error' | 'warning'): void;
  /** The id of the plugin that contributed a value (a panel, an editor, a command), if a plugin did. */
  ownerOf(contribution: unknown): string | undefined;
  /** A plugin's display name (its `name`, else its id); for undefined, the editor itself. */
  nameOf(pluginId: string | undefined): string;
  /** Whether this error has already been reported (so a caller that also catches it does not notify twice). */
  wasReported(error: unknown): boolean;
}

/** Service id of the plugin fault service. */
export const PluginFaultService = createServiceId<PluginFaultService>('plugins.faults');
