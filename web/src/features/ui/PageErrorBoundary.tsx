import { Component, type ErrorInfo, type ReactNode } from 'react';

/** A lazily loaded chunk that is gone from the server: a newer build replaced it. */
export function isMissingChunk(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/**
 * Catches a page's render (or chunk loading) error and shows `fallback` instead; each app's shell keys it by
 * path, so navigating away resets it.
 */
export class PageErrorBoundary extends Component<{ fallback: (error: unknown) => ReactNode; children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
