import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they threw; gets a reset to try again and the error. */
  fallback: (reset: () => void, error: unknown) => ReactNode;
  /** Changing it (a new location) clears a previous error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
  error: unknown;
}

/** Catches what the loader cannot: a remote screen or its lazy chunk failing while rendering. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null, error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failedAt: '', error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null, error: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote area failed while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failedAt !== null) return this.props.fallback(() => this.setState({ failedAt: null, error: null }), this.state.error);
    return this.props.children;
  }
}
