import { DialogHost } from '../overlays/dialog-host.js';
import { DialogLayers } from '../overlays/dialog-layers.js';
import { Toasts } from '../overlays/toasts.js';
import { KeepAliveOutlet } from './keep-alive-outlet.js';
import { ROUTES } from './route-table.js';

/** The layout around every screen: the screen, and the app kernel's dialogs and toasts. */
export function RootLayout() {
  return (
    <>
      <KeepAliveOutlet routes={ROUTES} />
      <DialogLayers />
      <DialogHost />
      <Toasts />
    </>
  );
}
