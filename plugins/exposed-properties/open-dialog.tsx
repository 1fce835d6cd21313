import { createRoot } from 'react-dom/client';
import type { ExposeDialogArgs } from '../../sdk/index.js';
import { ExposeDialog } from './expose-dialog.js';
import type { ExposedServices } from './exposed-services.js';

/** Show the dialog in its own layer on top of the page; resolves when it closes. Only one is open at a time. */
export function createDialogOpener(services: ExposedServices) {
  let close: (() => void) | undefined;
  const open = (args: ExposeDialogArgs): Promise<void> => {
    close?.();
    return new Promise((resolve) => {
      const host = document.createElement('div');
      host.className = 'kf-exposed-layer';
      document.body.appendChild(host);
      const root = createRoot(host);
      const done = () => {
        if (close !== done) return;
        close = undefined;
        root.unmount();
        host.remove();
        resolve();
      };
      close = done;
      root.render(<ExposeDialog args={args} services={services} onClose={done} />);
    });
  };
  return { open, dispose: () => close?.() };
}
