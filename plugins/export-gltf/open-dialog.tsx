import { createRoot } from 'react-dom/client';
import { ExportDialog } from './export-dialog.js';
import type { ExportDialogProps } from './export-dialog.js';

/** Show the Export glTF dialog in its own layer on top of the page (one at a time); resolves when it closes. */
export function createExportDialogOpener() {
  let close: (() => void) | undefined;
  const open = (props: Omit<ExportDialogProps, 'onClose'>): Promise<void> => {
    close?.();
    return new Promise((resolve) => {
      const host = document.createElement('div');
      host.className = 'kf-export-gltf-layer';
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
      root.render(<ExportDialog {...props} onDone={(result, format) => { props.onDone(result, format); done(); }} onClose={done} />);
    });
  };
  return { open, dispose: () => close?.() };
}
