import { Component, type ReactNode, Suspense } from 'react';

interface Props {
  children: ReactNode;
  /** Told once the part's code has failed to load (a waiting caller can give up). */
  onFailed?: () => void;
}

/**
 * Around a lazily loaded part the page can do without (antd's toast list, a dialog opened on demand),
 * above the router's error pages: when its code fails to load (the network changed under the browser,
 * a deploy replaced the chunk), the part is left out and `onFailed` is told. Without it the error
 * would reach the app's root, and React would unmount the whole app: an empty page.
 */
export class OptionalChunk extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailed?.();
  }

  override render(): ReactNode {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
