import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { DateField } from './input-fields';
import { KitForm } from './test/kit-form';

const HINT = 'Your first day at school.';
const MESSAGES = { required: 'Choose your first day.', invalid: 'Choose a day in 2026 or later.' };
const schema = v.object({
  start: v.pipe(v.string(), v.nonEmpty('required'), v.isoDate('invalid'), v.minValue('2026-01-01', 'invalid')),
});

function renderDateForm(onValid = vi.fn()) {
  const user = userEvent.setup();
  render(
    <KitForm schema={schema} defaultValues={{ start: '' }} messages={MESSAGES} onValid={onValid}>
      {(register, error) => (
        <DateField label="Start date" hint={HINT} min="2026-01-01" error={error('start')} {...register('start')} />
      )}
    </KitForm>,
  );
  return { user, input: screen.getByLabelText('Start date') as HTMLInputElement, onValid };
}

describe('DateField', () => {
  it('is a date input bound to its label and described by its hint', () => {
    const { input } = renderDateForm();
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-01-01');
    expect(input).toHaveAccessibleDescription(HINT);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('gives the form an ISO date through register', async () => {
    const { user, input, onValid } = renderDateForm();
    await user.type(input, '2026-08-10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ start: '2026-08-10' });
  });

  it('shows the error above the input, marks it invalid and gets the focus', async () => {
    const { user, input, onValid } = renderDateForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Choose your first day.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`${HINT} Choose your first day.`);
    expect(input).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(input, '2026-08-10');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Choose your first day.')).not.toBeInTheDocument();
  });
});
