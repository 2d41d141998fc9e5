import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { TextAreaField, TextField } from './input-fields';
import { KitForm } from './test/kit-form';

const schema = v.object({ note: v.pipe(v.string(), v.maxLength(20 + 10, 'too_long')), zip: v.string() });

function renderNoteForm(onValid = vi.fn()) {
  const user = userEvent.setup();
  render(
    <KitForm schema={schema} defaultValues={{ note: 'Hello', zip: '' }} messages={{ too_long: 'Keep it to 30 characters.' }} onValid={onValid}>
      {(register, error) => (
        <>
          <TextAreaField label="Note" maxLength={30} error={error('note')} {...register('note')} />
          <TextField label="ZIP code" maxLength={10} {...register('zip')} />
        </>
      )}
    </KitForm>,
  );
  return { user, note: screen.getByLabelText('Note'), onValid };
}

describe('a text limit', () => {
  it('is counted under the field from the value the form starts with', () => {
    const { note } = renderNoteForm();
    expect(screen.getByText('5 / 30')).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription('5 of 30 characters');
    expect(note).not.toHaveAttribute('maxlength');
  });

  it('never cuts a pasted text: past the limit the counter turns into an error, and the form refuses it', async () => {
    const { user, note, onValid } = renderNoteForm();
    await user.clear(note);
    await user.click(note);
    await user.paste('A note that is far longer than thirty characters.');
    expect(note).toHaveValue('A note that is far longer than thirty characters.');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription('49 of 30 characters: 19 characters too many');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(note).toHaveAccessibleDescription(/Keep it to 30 characters\./);
  });

  it('counts characters, not code units', async () => {
    const { user, note } = renderNoteForm();
    await user.type(note, ' 👋é');
    expect(screen.getByText('8 / 30')).toBeInTheDocument();
  });

  it('leaves a format’s short limit to the browser, without a counter', () => {
    renderNoteForm();
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('maxlength', '10');
    expect(screen.getByLabelText('ZIP code')).not.toHaveAccessibleDescription();
  });
});
