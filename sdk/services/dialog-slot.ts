import type { ReactComponent } from '../workbench/react-component.js';
import type { DialogLayerProps, DialogService, ShowDialogOptions } from './dialog.js';

/** A place for one of a plugin's own dialogs at a time (see `dialogSlot`). */
export interface DialogSlot {
  /** Show `component`, closing the slot's dialog open now (its answer undefined); resolves as `DialogService.show`. */
  show<T>(component: ReactComponent<DialogLayerProps<T>>, options?: Omit<ShowDialogOptions, 'signal'>): Promise<T | undefined>;
  /** Close the slot's dialog, if one is open (e.g. when the plugin is deactivated). */
  dispose(): void;
}

/** One dialog at a time through `dialogs` (none at all without the service): a new one replaces the one open. */
export function dialogSlot(dialogs: DialogService | undefined): DialogSlot {
  let current: AbortController | undefined;
  return {
    async show(component, options) {
      current?.abort();
      const controller = (current = new AbortController());
      try {
        return await dialogs?.show(component, { ...options, signal: controller.signal });
      } finally {
        if (current === controller) current = undefined;
      }
    },
    dispose: () => current?.abort(),
  };
}
