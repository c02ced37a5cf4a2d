import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@storefront/shared-contracts';
import { FormattedMessage } from '@storefront/shared-ui';
import styled from 'styled-components';
import { Button } from '@storefront/shared-ui';
import { HydrationMarker } from '../boot/hydration-marker';
import { reportAreaFailure } from '../field/field-inbox';

const Fallback = styled.section`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(4)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

interface Props {
  /** The area inside: its failures are reported as field measurements. */
  area?: RemoteName;
  /** Changing the key (e.g. the path) clears a previous failure. */
  resetKey: string;
  onRetry: () => Promise<void>;
  /**
   * Renders the area. A function, not children: after a retry the boundary must render a freshly
   * looked-up (lazy) component, not the element it was given before the failure.
   */
  render: () => ReactNode;
  compact?: boolean;
  /** Start from the fallback (the server could not render the area) and retry once mounted. */
  initiallyFailed?: boolean;
}

interface State {
  failed: boolean;
  retrying: boolean;
}

/** Keeps a failing area from taking the page down: shows a fallback with a retry instead. */
export class AreaBoundary extends Component<Props, State> {
  override state: State = { failed: this.props.initiallyFailed ?? false, retrying: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (this.props.area) reportAreaFailure(this.props.area, error);
  }

  override componentDidMount() {
    if (this.props.initiallyFailed) void this.retry();
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  private retry = async () => {
    this.setState({ retrying: true });
    await this.props.onRetry();
    this.setState({ failed: false, retrying: false });
  };

  override render() {
    if (!this.state.failed) return this.props.render();
    return (
      <Fallback data-testid="area-fallback" role="alert">
        <p>
          <FormattedMessage id="shell.area.unavailable" />
        </p>
        <Button
          type="button"
          $variant="secondary"
          onClick={this.retry}
          disabled={this.state.retrying}
          data-testid="area-retry"
        >
          <FormattedMessage id="shell.area.retry" />
        </Button>
        {/* The fallback is the page's content now: it has hydrated. */}
        <HydrationMarker />
      </Fallback>
    );
  }
}
