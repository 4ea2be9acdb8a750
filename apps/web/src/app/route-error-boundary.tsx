import { Component, type ReactNode } from 'react';
import { RouteError } from '../components/ui/route-error';

type Props = {
  /** A new value (the next navigation's location key) clears the error and renders again. */
  resetKey: string;
  children: ReactNode;
};
type State = { hasError: boolean; resetKey: string };

/**
 * Draws <RouteError /> in place of the screens when one throws, or when a screen's code cannot
 * be fetched (offline, or replaced by a newer release), rather than leave a blank page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? <RouteError /> : this.props.children;
  }
}
