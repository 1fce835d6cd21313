import { createRoot } from 'react-dom/client';
import { PublishDialog } from './publish-dialog.js';
import type { PublishServices, PublishTarget } from './publish-services.js';

/** Show the Publish dialog in its own layer on top of the page; resolves when it closes. Only one is open at a time. */
export function createPublishDialogOpener(services: PublishServices) {
  let close: (() => void) | undefined;
  const open = (target: PublishTarget): Promise<void> => {
    close?.();
    return new Promise((resolve) => {
      const host = document.createElement('div');
      host.className = 'kf-publish-layer';
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
      root.render(<PublishDialog target={target} services={services} onClose={done} />);
    });
  };
  return { open, dispose: () => close?.() };
}
