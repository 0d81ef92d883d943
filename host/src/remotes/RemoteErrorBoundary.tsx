import { Component, type ReactNode } from 'react';
import { RemoteErrorView } from './RemoteErrorView';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors of a cabinet remote so the shell around it survives; 'Повторить' renders it again. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Cabinet remote failed to render', error);
  }

  private readonly retry = (): void => this.setState({ error: null });

  override render(): ReactNode {
    if (this.state.error) return <RemoteErrorView error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
