import { useEffect, useState } from 'react';
import type { IDockviewHeaderActionsProps } from 'dockview-react';
import { useT } from '../kernel/kernel-context.js';
import { DockIcon, FloatIcon, MaximizeIcon, RestoreIcon } from './icons.js';

/** Buttons at the right of every tab strip: float / dock the group, maximise / restore it. */
export function GroupActions({ api, containerApi, group }: IDockviewHeaderActionsProps) {
  const t = useT();
  const [, setVersion] = useState(0);
  useEffect(() => {
    const refresh = () => setVersion((v) => v + 1);
    const listeners = [api.onDidLocationChange(refresh), containerApi.onDidMaximizedGroupChange(refresh)];
    return () => listeners.forEach((l) => l.dispose());
  }, [api, containerApi]);
  const floating = api.location.type === 'floating';
  const maximized = api.isMaximized();
  return (
    <div className="kf-group-actions">
      {!floating && (
        <button
          type="button"
          className="kf-icon-button"
          title={maximized ? t('designer.panel.restore') : t('designer.panel.maximize')}
          aria-label={maximized ? t('designer.panel.restore') : t('designer.panel.maximize')}
          data-testid="group-maximize"
          onClick={() => (maximized ? api.exitMaximized() : api.maximize())}
        >
          {maximized ? <RestoreIcon /> : <MaximizeIcon />}
        </button>
      )}
      <button
        type="button"
        className="kf-icon-button"
        title={floating ? t('designer.panel.dock') : t('designer.panel.float')}
        aria-label={floating ? t('designer.panel.dock') : t('designer.panel.float')}
        data-testid="group-float"
        onClick={() => {
          if (floating) api.moveTo({ position: 'right' });
          else containerApi.addFloatingGroup(group, { position: { top: 80, left: 120 }, width: 420, height: 320 });
        }}
      >
        {floating ? <DockIcon /> : <FloatIcon />}
      </button>
    </div>
  );
}
