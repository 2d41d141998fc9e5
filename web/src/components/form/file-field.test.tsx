import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import type { ApiError } from '@/lib/api-client';
import { FileField } from './input-fields';
import { KitForm, refusal } from './test/kit-form';
import { TextField } from './input-fields';

const HINT = 'A PDF, DOC or DOCX file of up to 10 MB.';
const MESSAGES = {
  required: 'Choose your resume.',
  unsupported_file_type: 'Choose a PDF, DOC or DOCX file.',
};
const schema = v.object({
  name: v.string(),
  resume: v.pipe(
    v.custom<FileList>((value) => value instanceof FileList),
    v.check((files) => files.length > 0, 'required'),
  ),
});

function renderResumeForm({ onValid = vi.fn(), refused }: { onValid?: () => void; refused?: ApiError } = {}) {
  const user = userEvent.setup();
  render(
    <KitForm schema={schema} defaultValues={{ name: '' }} messages={MESSAGES} onValid={onValid} refusal={refused}>
      {(register, error) => (
        <>
          <TextField label="Name" {...register('name')} />
          <FileField label="Resume" hint={HINT} accept=".pdf,.doc,.docx" error={error('resume')} {...register('resume')} />
        </>
      )}
    </KitForm>,
  );
  return { user, input: screen.getByLabelText('Resume') as HTMLInputElement, onValid };
}

const resume = () => new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' });

describe('FileField', () => {
  it('is a file input bound to its label and described by its hint', () => {
    const { input } = renderResumeForm();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(input).toHaveAccessibleDescription(HINT);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('gives the form the files chosen, through register', async () => {
    const onValid = vi.fn();
    const { user, input } = renderResumeForm({ onValid });
    await user.upload(input, resume());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [values] = onValid.mock.calls[0];
    expect(values.resume[0].name).toBe('resume.pdf');
  });

  it('shows an error found in the browser and gets the focus', async () => {
    const { user, input } = renderResumeForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose your resume.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`${HINT} Choose your resume.`);
    expect(input).toHaveFocus();
  });

  it('shows the code the server gave the field in words, and gets the focus', async () => {
    const { user, input } = renderResumeForm({ refused: refusal({ resume: 'unsupported_file_type' }) });
    await user.upload(input, resume());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`${HINT} Choose a PDF, DOC or DOCX file.`);
    expect(input).toHaveFocus();
  });
});
