import { Component } from 'react';
import type { ReactNode } from 'react';

interface Props {
  readonly message: string;
  readonly children: ReactNode;
}

/** Keeps one broken editor from taking the whole inspector down. */
export class RowErrorBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override render(): ReactNode {
    if (this.state.error) {
      return <span className="kf-inspector-row-error" role="alert" title={this.state.error.message}>{this.props.message}</span>;
    }
    return this.props.children;
  }
}
