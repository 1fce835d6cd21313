import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './route-error.js';

interface BoundaryProps {
  readonly children: ReactNode;
  /** A new value (the next address) clears a caught error, so the screen is tried again. */
  readonly resetKey: string;
}

interface BoundaryState {
  readonly caught?: { readonly error: unknown; readonly resetKey: string };
}

class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error, resetKey: '' } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.caught) return null;
    if (state.caught.resetKey === '') return { caught: { error: state.caught.error, resetKey: props.resetKey } };
    return state.caught.resetKey === props.resetKey ? null : { caught: undefined };
  }

  override render(): ReactNode {
    return this.state.caught ? <RouteError error={this.state.caught.error} /> : this.props.children;
  }
}

/** Catches what a screen throws (or its code failing to load) and shows the route error page in its place. */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary resetKey={pathname}>{children}</ScreenErrorBoundary>;
}
