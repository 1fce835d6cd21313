import { DockviewDefaultTab, type IDockviewPanelHeaderProps } from 'dockview-react';

/** dockview's own tab, marked with `data-testid="tab-<panelId>"`. */
export function PanelTab(props: IDockviewPanelHeaderProps) {
  return <DockviewDefaultTab {...props} data-testid={`tab-${props.api.id}`} />;
}
