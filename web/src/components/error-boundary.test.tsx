import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of children that fail', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={<p>Could not load</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Could not load')).toBeInTheDocument();
  });

  it('shows the children when nothing fails', () => {
    render(
      <ErrorBoundary fallback={<p>Could not load</p>}>
        <p>Page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
  });
});
