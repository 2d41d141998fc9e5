import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { CheckboxGroupField } from './checkbox-group-field';
import { KitForm } from './test/kit-form';
import { TextField } from './input-fields';

const SUBJECTS = [
  { value: 'math', label: 'Mathematics' },
  { value: 'science', label: 'Science' },
  { value: 'english', label: 'English' },
];
const HINT = 'Tick every subject you are certified to teach.';
const MESSAGES = { required: 'Choose at least one subject.', too_long: 'Choose at most two subjects.' };
const schema = v.object({
  name: v.string(),
  subjects: v.pipe(v.array(v.string()), v.minLength(1, 'required'), v.maxLength(2, 'too_long')),
});

function renderSubjects(onValid = vi.fn()) {
  const user = userEvent.setup();
  render(
    <KitForm schema={schema} defaultValues={{ name: '', subjects: [] }} messages={MESSAGES} onValid={onValid}>
      {(register, error) => (
        <>
          <TextField label="Name" {...register('name')} />
          <CheckboxGroupField
            label="Subjects"
            hint={HINT}
            options={SUBJECTS}
            error={error('subjects')}
            {...register('subjects')}
          />
        </>
      )}
    </KitForm>,
  );
  const group = screen.getByRole('group', { name: 'Subjects' });
  return { user, group, onValid, box: (name: string) => within(group).getByRole('checkbox', { name }) };
}

describe('CheckboxGroupField', () => {
  it('is a group named by its legend and described by its hint, one labelled box per option', () => {
    const { group } = renderSubjects();
    expect(group).toHaveAccessibleDescription(HINT);
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual(['math', 'science', 'english']);
    for (const box of boxes) expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('gives the form the values ticked, through register', async () => {
    const { user, box, onValid } = renderSubjects();
    await user.click(box('Mathematics'));
    await user.click(box('English'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: '', subjects: ['math', 'english'] });
  });

  it('shows the error, marks every box invalid and puts the focus on the first', async () => {
    const { user, group, box, onValid } = renderSubjects();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(within(group).getByText('Choose at least one subject.')).toBeVisible();
    expect(group).toHaveAccessibleDescription(`${HINT} Choose at least one subject.`);
    for (const name of ['Mathematics', 'Science', 'English']) {
      expect(box(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(box('Mathematics')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.click(box('Science'));
    expect(group).toHaveAccessibleDescription(HINT);
    expect(box('Science')).not.toHaveAttribute('aria-invalid');
  });

  it('says what a rule beyond "required" means', async () => {
    const { user, group, box } = renderSubjects();
    for (const name of ['Mathematics', 'Science', 'English']) await user.click(box(name));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(group).toHaveAccessibleDescription(`${HINT} Choose at most two subjects.`);
  });
});
