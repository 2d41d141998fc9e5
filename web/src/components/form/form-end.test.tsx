import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiText } from '@/lib/api-errors';
import { FormEnd } from './form-end';

const end = { busy: false, label: 'Save', busyLabel: 'Saving…' };

describe('FormEnd', () => {
  it('says why the last attempt failed, one line per text, above the button', () => {
    const texts: ApiText[] = ['common:apiErrors.alerts.required', 'common:apiErrors.fields.taken'];
    render(<FormEnd {...end} alert={{ texts, attempt: 1 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Fill in the required fields.This is already in use.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the busy label on a disabled button while the form is sent', () => {
    render(<FormEnd {...end} alert={null} busy />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Cancel in a dialog, and announces what a success did', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(<FormEnd {...end} alert={null} onCancel={onCancel} doneText={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    rerender(<FormEnd {...end} alert={null} onCancel={onCancel} doneText="Saved." />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });
});
