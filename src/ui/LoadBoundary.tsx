/**
 * Around a lazily loaded part of the page: a chunk that could not be fetched (the connection went
 * away on a first visit, before the service worker had stored it) shows `fallback` instead of
 * unmounting the whole app. React reports such a failure only to an error boundary, which must be
 * a class component.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the part that failed (nothing, for a notice). */
  fallback: ReactNode;
  /** When it changes (the route, say), the part is tried again. */
  resetKey?: string;
  children: ReactNode;
}

export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
