import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode; onError?: () => void };
type State = { failed: boolean };

/**
 * ErrorBoundary shows `fallback` in place of children that failed to load or render, and tells
 * `onError` when that happens.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError?.();
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
