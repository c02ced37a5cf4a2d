import { Component, type ReactNode } from 'react';

interface Props {
  /** Changing the key (a navigation) clears a previous failure. */
  resetKey: string;
  children: ReactNode;
  fallback: ReactNode;
}

/**
 * Spec 2.3: an unhandled or fatal error renders the not-found page instead of a blank page. Areas
 * have their own boundaries (their fallback and retry); this one catches what the shell itself throws.
 */
export class FatalBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
