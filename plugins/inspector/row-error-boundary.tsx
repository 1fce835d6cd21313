import { Component } from 'react';
import type { ReactNode } from 'react';

interface Props {
  readonly message: string;
  /** When this changes (another selection, another editor contribution) a failed row tries again. */
  readonly resetKey: string;
  /** Hears what the editor threw (to report it as its plugin's fault). */
  readonly onError?: (error: Error) => void;
  /** Drawn in place of the failure message when the children fail. */
  readonly fallback?: ReactNode;
  readonly children: ReactNode;
}

interface State {
  readonly error?: Error;
  readonly resetKey: string;
}

/** Keeps one broken editor from taking the whole inspector down; the row recovers on the next selection or editor. */
export class RowErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (this.state.error) {
      if (this.props.fallback !== undefined) return this.props.fallback;
      return <span className="kf-inspector-row-error" role="alert" title={this.state.error.message}>{this.props.message}</span>;
    }
    return this.props.children;
  }
}
