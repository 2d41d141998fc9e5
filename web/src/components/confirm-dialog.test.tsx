import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/test/render-component';
import { ConfirmDialog } from './confirm-dialog';

const props = { confirmLabel: 'Delete', busyLabel: 'Deleting…', busy: false, error: null, onConfirm: vi.fn(), onClose: vi.fn() };

describe('ConfirmDialog', () => {
  it('asks, and acts only on the confirm button', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderComponent(
      <ConfirmDialog {...props} title="Delete Plant High?" onConfirm={onConfirm} onClose={onClose}>
        <p>Its vacancies go with it.</p>
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Plant High?' });
    expect(within(dialog).getByText('Its vacancies go with it.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('says it is busy, and why the last attempt failed', async () => {
    renderComponent(
      <ConfirmDialog {...props} title="Delete Plant High?" busy error="It still has vacancies.">
        <p>Its vacancies go with it.</p>
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Plant High?' });
    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('It still has vacancies.');
  });
});
