import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { UnexpectedErrorScreen } from './error-screen';
import { retryFailedPages } from './lazy-page';

interface Props {
  /** The path the error happened on; a different one clears the error. */
  pathname: string;
  children: ReactNode;
}
interface State {
  error: unknown;
  failed: boolean;
  /** The path the error was shown on; null until that render has happened. */
  failedAt: string | null;
}

/**
 * Requirements §2: a render error shows the Unexpected Application Error screen. The single-spa
 * boundary around a whole remote never resets, so one crash left every route of that remote on
 * the screen until a reload; this one, inside each remote's router, clears it on the next path
 * (and lets a page whose code failed to load try the network again).
 * It compares paths instead of taking `key={pathname}`, so healthy pages are not remounted on
 * every navigation. The path is recorded after the error (not kept all along) because the render
 * that threw is discarded: a path noted during it would be lost and the error cleared at once.
 */
class PathErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true, failedAt: null };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return null;
    if (state.failedAt === null) return { failedAt: props.pathname };
    if (state.failedAt === props.pathname) return null;
    retryFailedPages();
    return { error: null, failed: false, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[render error]', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <UnexpectedErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** A remote's routes inside an error boundary that recovers when the shopper navigates away. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathErrorBoundary pathname={pathname}>{children}</PathErrorBoundary>;
}
