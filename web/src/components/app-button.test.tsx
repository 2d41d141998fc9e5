import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppButton } from './app-button';

describe('AppButton', () => {
  it('is disabled in the pre-rendered page and through hydration, then works', async () => {
    const button = <AppButton type="submit">Send</AppButton>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(button);
    expect(container.querySelector('button')).toBeDisabled();

    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, button);
    });
    expect(container.querySelector('button')).toBeEnabled();
    container.remove();
  });

  it('keeps the state its form gives it once the app runs', () => {
    render(
      <>
        <AppButton type="submit">Send</AppButton>
        <AppButton type="submit" disabled>
          Sending…
        </AppButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });
});
