import { Component, type ReactNode } from 'react';
import { PageLoadFailure } from './PageLoadFailure';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

/** Keeps a page's failure (a chunk that did not load, a render error) inside the page: the cabinet around it lives on. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Cabinet page failed to load', error);
  }

  override render(): ReactNode {
    // The owner remounts this boundary (a new key) on retry, which also clears the failure.
    if (this.state.failed) return <PageLoadFailure onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
