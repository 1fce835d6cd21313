import { useEffect } from 'react';
import { CommandService, DialogService, LayoutService, NotificationService } from '../../../../sdk/index.js';
import { useKernel, useObservable, useService } from '../kernel/kernel-context.js';
import { DialogHost } from '../overlays/dialog-host.js';
import { DialogLayers } from '../overlays/dialog-layers.js';
import { Toasts } from '../overlays/toasts.js';
import { CommandPalette } from './command-palette.js';
import { DockArea } from './dock-area.js';
import { useInAppLinks } from './designer-navigation.js';
import { TopBar } from './top-bar.js';
import '../styles/workbench.css';

/**
 * The designer workbench: top bar, dock area, palette, and the dialogs and toasts of services its kernel owns (a
 * designer kernel that is a child of the app kernel shares the app's, which the root layout shows once for the page).
 * Keys are dispatched only while `active`.
 */
export function Workbench({ active }: { readonly active: boolean }) {
  const { services } = useKernel();
  const commands = useService(CommandService);
  const layout = useService(LayoutService);
  const mode = useObservable(layout.onDidChangeDesignMode, layout.designMode);
  const followLink = useInAppLinks();

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.defaultPrevented) commands.dispatchKey(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, commands]);

  return (
    <>
      <div className="kf-workbench" data-testid="workbench" data-design-mode={mode} onClick={followLink}>
        <TopBar />
        <DockArea />
        <CommandPalette />
        {services.hasOwn(NotificationService) && <Toasts />}
      </div>
      {/* Outside the workbench's in-app link handler: a plugin's dialog follows its own links as it renders them. */}
      {services.hasOwn(DialogService) && <DialogLayers />}
      {services.hasOwn(DialogService) && <DialogHost />}
    </>
  );
}
