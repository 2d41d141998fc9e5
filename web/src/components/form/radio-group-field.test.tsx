import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { RadioGroupField } from './radio-group-field';
import { KitForm } from './test/kit-form';

const ANSWERS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const HINT = 'Substitute teaching counts.';
const schema = v.object({ taught: v.picklist(['yes', 'no'], 'required') });

function renderQuestion(onValid = vi.fn()) {
  const user = userEvent.setup();
  render(
    <KitForm schema={schema} defaultValues={{ taught: '' }} messages={{ required: 'Please answer.' }} onValid={onValid}>
      {(register, error) => (
        <RadioGroupField label="Have you taught?" hint={HINT} options={ANSWERS} error={error('taught')} {...register('taught')}>
          <p>Follow-up</p>
        </RadioGroupField>
      )}
    </KitForm>,
  );
  const group = screen.getByRole('group', { name: 'Have you taught?' });
  return { user, group, onValid, radio: (name: string) => within(group).getByRole('radio', { name }) };
}

describe('RadioGroupField', () => {
  it('is a group named by its legend, described by its hint, with its children inside', () => {
    const { group } = renderQuestion();
    expect(group).toHaveAccessibleDescription(HINT);
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['yes', 'no']);
    expect(within(group).getByText('Follow-up')).toBeInTheDocument();
  });

  it('gives the form the value chosen', async () => {
    const { user, radio, onValid } = renderQuestion();
    await user.click(radio('No'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ taught: 'no' });
  });

  it('shows the error, marks the buttons invalid and puts the focus on the first', async () => {
    const { user, group, radio, onValid } = renderQuestion();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(group).toHaveAccessibleDescription(`${HINT} Please answer.`);
    expect(radio('Yes')).toHaveAttribute('aria-invalid', 'true');
    expect(radio('No')).toHaveAttribute('aria-invalid', 'true');
    expect(radio('Yes')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });
});
