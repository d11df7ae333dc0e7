import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../lib/lazy-chunk.ts';
import { handleOutcome } from '../lib/response-handler.ts';
import { EmptyState } from './empty-state.tsx';

interface State {
  readonly failed: boolean;
}

/**
 * Catches a screen (or a piece of the signed-in chrome) that failed to load or render. A failed
 * chunk goes to the response handler (spec 1 §8: dialog whose retry reloads); any other crash is
 * the "unknown error" case. Without this the whole app would unmount.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    if (error instanceof ChunkLoadError) handleOutcome({ kind: 'chunk' });
    else handleOutcome({ kind: 'crash' });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <EmptyState /> : this.props.fallback;
  }
}
