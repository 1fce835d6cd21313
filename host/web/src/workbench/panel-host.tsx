import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import type { IDockviewPanelProps } from 'dockview-react';
import { Panels, PluginFaultService } from '../../../../sdk/index.js';
import { MountedPanel } from './mounted-panel.js';
import { useContributions, useOptionalService, useT } from '../kernel/kernel-context.js';

interface BoundaryProps {
  readonly children: ReactNode;
  readonly render: (error: Error) => ReactNode;
  /** Hears what the panel threw (to report it as its plugin's fault). */
  readonly onError?: (error: Error) => void;
}

class PanelErrorBoundary extends Component<BoundaryProps, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error);
    else console.error('A panel failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.render(this.state.error) : this.props.children;
  }
}

/** Renders the Panels contribution whose id is the dockview panel's id, inside an error boundary. */
export function PanelHost({ api }: IDockviewPanelProps) {
  const panels = useContributions(Panels);
  const t = useT();
  const faults = useOptionalService(PluginFaultService);
  const [visible, setVisible] = useState(api.isVisible);
  useEffect(() => {
    const listener = api.onDidVisibilityChange((event) => setVisible(event.isVisible));
    return () => listener.dispose();
  }, [api]);
  const contribution = panels.find((p) => p.id === api.id);
  if (!contribution) return null;
  return (
    <div className="kf-panel" data-testid={`panel-${api.id}`}>
      <PanelErrorBoundary onError={(error) => {
        const owner = faults?.ownerOf(contribution);
        if (owner) faults!.report(owner, 'panel', error);
        else console.error('A panel failed', error);
      }} render={(error) => <p className="kf-panel-error">{t('designer.panel.failed', { message: error.message })}</p>}>
        {contribution.mount ? (
          <MountedPanel mount={contribution.mount} panelId={api.id} visible={visible} />
        ) : (
          <contribution.component panelId={api.id} visible={visible} />
        )}
      </PanelErrorBoundary>
    </div>
  );
}
