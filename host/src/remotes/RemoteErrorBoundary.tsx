import { Component, type ReactNode } from 'react';
import { RemoteErrorView } from './RemoteErrorView';

interface Props {
  children: ReactNode;
  /**
   * Called instead of showing the error view when the cabinet throws before it has ever rendered (its first
   * render): the host then tries another version of it (decision 0042).
   */
  onFirstRenderError?: (error: Error) => void;
}

interface State {
  error: Error | null;
  rendered: boolean;
}

/** Catches render errors of a cabinet remote so the shell around it survives; 'Повторить' renders it again. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, rendered: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidMount(): void {
    if (!this.state.error) this.setState({ rendered: true });
  }

  override componentDidCatch(error: unknown): void {
    console.error('Cabinet remote failed to render', error);
    if (!this.state.rendered && this.props.onFirstRenderError) this.props.onFirstRenderError(error instanceof Error ? error : new Error(String(error)));
  }

  private readonly retry = (): void => this.setState({ error: null });

  override render(): ReactNode {
    if (this.state.error) return this.state.rendered || !this.props.onFirstRenderError ? <RemoteErrorView error={this.state.error} onRetry={this.retry} /> : null;
    return this.props.children;
  }
}
