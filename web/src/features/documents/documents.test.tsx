import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderComponent } from '@/test/render-component';
import { DocumentUpload } from './components/document-upload';
import { doc, fakeDocumentsApi } from './test/fake-documents-api';

afterEach(() => {
  // restoreMocks does not undo stubbed globals.
  vi.unstubAllGlobals();
});

const pdf = (name = 'resume.pdf', size?: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function renderBlock(kind: Parameters<typeof DocumentUpload>[0]['kind'], files = [] as ReturnType<typeof doc>[]) {
  const api = fakeDocumentsApi(files);
  const view = renderComponent(<DocumentUpload kind={kind} />);
  // The first test also waits for the `profile` texts to load.
  const block = await screen.findByRole('region', {}, { timeout: 10_000 });
  await waitFor(() => expect(within(block).queryByText(/Loading your files/)).not.toBeInTheDocument());
  return { ...view, api, block };
}

describe('DocumentUpload', { timeout: 20_000 }, () => {
  it('uploads a resume with a progress bar and lists the file the server created', async () => {
    const { user, api, block } = await renderBlock('resume');
    expect(within(block).getByRole('heading', { name: 'Resume' })).toBeInTheDocument();
    expect(block).toHaveAttribute('id', 'resume');
    expect(within(block).getByText('No file uploaded yet.')).toBeInTheDocument();
    const input = within(block).getByLabelText('Choose a file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(input).not.toHaveAttribute('multiple');

    await user.upload(input, pdf());
    await user.click(within(block).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    const [request] = api.uploads;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/me/documents');
    expect(request.headers['X-Requested-With']).toBeTruthy();
    expect(request.body?.get('kind')).toBe('resume');
    expect((request.body?.getAll('file')[0] as File).name).toBe('resume.pdf');
    expect(request.body?.has('expiresOn')).toBe(false);
    expect(within(block).getByRole('button', { name: 'Uploading…' })).toBeDisabled();

    request.progress(45);
    expect(within(block).getByRole('progressbar', { name: 'Uploading: 45%' })).toHaveValue(45);

    request.respond(201, [doc({ id: 'd-1', kind: 'resume', fileName: 'resume.pdf', size: 2.5 * 1024 * 1024 })]);
    const link = await within(block).findByRole('link', { name: /resume\.pdf/ });
    expect(link).toHaveAttribute('href', '/api/me/documents/d-1/download');
    expect(link).toHaveAttribute('download', 'resume.pdf');
    expect(within(block).getByText(/2\.5 MB · uploaded Mar 2, 2026/)).toBeInTheDocument();
    expect(within(block).getByRole('status')).toHaveTextContent('Your file is uploaded.');
    expect(within(block).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(block).getByLabelText('Choose a new file to replace it')).toBeInTheDocument();
  });

  it('replaces the resume: the old file leaves the list', async () => {
    const { user, api, block } = await renderBlock('resume', [doc({ id: 'old', kind: 'resume', fileName: 'old-cv.pdf' })]);
    expect(within(block).getByRole('link', { name: /old-cv\.pdf/ })).toBeInTheDocument();
    await user.upload(within(block).getByLabelText('Choose a new file to replace it'), pdf('new-cv.pdf'));
    await user.click(within(block).getByRole('button', { name: 'Replace file' }));
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    api.uploads[0].respond(201, [doc({ id: 'new', kind: 'resume', fileName: 'new-cv.pdf' })]);
    expect(await within(block).findByRole('link', { name: /new-cv\.pdf/ })).toBeInTheDocument();
    expect(within(block).queryByRole('link', { name: /old-cv\.pdf/ })).not.toBeInTheDocument();
  });

  it('takes several certifications at once and keeps the ones already there', async () => {
    const { user, api, block } = await renderBlock('certification', [doc({ id: 'c-1', kind: 'certification', fileName: 'fl-temp.pdf' })]);
    const input = within(block).getByLabelText('Choose files');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    await user.upload(input, [pdf('degree.pdf'), new File(['png'], 'tesol.png', { type: 'image/png' })]);
    await user.click(within(block).getByRole('button', { name: 'Upload files' }));
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    expect(api.uploads[0].body?.getAll('file').map((file) => (file as File).name)).toEqual(['degree.pdf', 'tesol.png']);
    api.uploads[0].respond(201, [
      doc({ id: 'c-2', kind: 'certification', fileName: 'degree.pdf' }),
      doc({ id: 'c-3', kind: 'certification', fileName: 'tesol.png' }),
    ]);
    expect(await within(block).findByRole('link', { name: /tesol\.png/ })).toBeInTheDocument();
    expect(within(block).getAllByRole('listitem')).toHaveLength(3);
    expect(within(block).getByRole('status')).toHaveTextContent('Your 2 files are uploaded.');
  });

  it('refuses a file over 10 MB, or of a type the kind does not take, before sending it', async () => {
    const { api, block } = await renderBlock('reference');
    const user = userEvent.setup({ applyAccept: false });
    const input = within(block).getByLabelText('Choose files');
    await user.upload(input, pdf('letter.pdf', 10 * 1024 * 1024 + 1));
    await user.click(within(block).getByRole('button', { name: 'Upload files' }));
    expect(await within(block).findByText(/larger than 10 MB/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();

    await user.upload(input, new File(['x'], 'letter.exe'));
    await user.click(within(block).getByRole('button', { name: 'Upload files' }));
    expect(await within(block).findByText('This type of file is not accepted here. Use one of these: PDF, DOC, DOCX.')).toBeInTheDocument();
    expect(api.uploads).toHaveLength(0);
  });

  it('says an empty file is empty before sending it, and in the same words when the server finds it', async () => {
    const { user, api, block } = await renderBlock('resume');
    const input = within(block).getByLabelText('Choose a file');
    await user.upload(input, new File([], 'cv.pdf'));
    await user.click(within(block).getByRole('button', { name: 'Upload' }));
    const empty = /This file is empty \(0 bytes\)\./;
    expect(input).toHaveAccessibleDescription(expect.stringMatching(empty));
    expect(api.uploads).toHaveLength(0);

    await user.upload(input, pdf('cv.pdf'));
    await user.click(within(block).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    api.uploads[0].respond(400, { code: 'validation_failed', message: 'x', fields: { file: 'empty' } });
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringMatching(empty)));
  });

  it("shows the server's refusal of the content, and storage being down", async () => {
    const { user, api, block } = await renderBlock('lesson_plan');
    const input = within(block).getByLabelText('Choose a file');
    await user.upload(input, new File(['PK'], 'plan.docx'));
    await user.click(within(block).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    api.uploads[0].respond(415, { code: 'unsupported_file_type', message: 'x', fields: { file: 'macros' } });
    expect(await within(block).findByText(/This document contains macros/)).toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.upload(input, pdf('plan.pdf'));
    await user.click(within(block).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.uploads).toHaveLength(2));
    api.uploads[1].respond(503, { code: 'unavailable', message: 'x' });
    expect(await within(block).findByRole('alert')).toHaveTextContent('Please try again in a few minutes.');
  });

  it('says when the files would pass the storage quota, apart from a file too large', async () => {
    const { user, api, block } = await renderBlock('certification');
    const input = within(block).getByLabelText('Choose files');
    await user.upload(input, pdf('cert.pdf'));
    await user.click(within(block).getByRole('button', { name: 'Upload files' }));
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    api.uploads[0].respond(413, { code: 'quota_exceeded', message: 'x' });
    expect(await within(block).findByRole('alert')).toHaveTextContent('Your documents can take up to 200 MB in all');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a file only once confirmed; cancelling keeps it', async () => {
    const { user, api, block } = await renderBlock('evaluation', [doc({ id: 'e-1', kind: 'evaluation', fileName: 'eval-2025.pdf' })]);
    const remove = within(block).getByRole('button', { name: 'Delete eval-2025.pdf' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete eval-2025.pdf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(within(block).getByRole('link', { name: /eval-2025\.pdf/ })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(within(block).queryByRole('link', { name: /eval-2025\.pdf/ })).not.toBeInTheDocument());
    expect(api.calls).toContain('DELETE /api/me/documents/e-1');
    expect(within(block).getByRole('status')).toHaveTextContent('eval-2025.pdf is deleted.');
    expect(within(block).getByRole('heading', { name: 'Recent evaluation' })).toHaveFocus();
  });

  it('sends a card side with its expiry date, which must be in the future', async () => {
    const { user, api, block } = await renderBlock('work_auth_front');
    await user.upload(within(block).getByLabelText('Choose a file'), new File(['jpg'], 'front.jpg', { type: 'image/jpeg' }));
    const date = within(block).getByLabelText('Expiration date');
    await user.type(date, '2020-01-31');
    await user.click(within(block).getByRole('button', { name: 'Upload' }));
    expect(await within(block).findByText(/This date has passed/)).toBeInTheDocument();
    expect(date).toHaveFocus();

    await user.clear(date);
    await user.type(date, '2099-05-31');
    await user.click(within(block).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    expect(api.uploads[0].body?.get('expiresOn')).toBe('2099-05-31');
    api.uploads[0].respond(201, [doc({ id: 'w-1', kind: 'work_auth_front', fileName: 'front.jpg', expiresOn: '2099-05-31' })]);
    expect(await within(block).findByText(/expires May 31, 2099/)).toBeInTheDocument();
  });

  it("shows the page's review of the resume under its file, for that file, and none without one", async () => {
    const review = (id: string) => <p>Review of {id}</p>;
    fakeDocumentsApi([doc({ id: 'd-7', kind: 'resume', fileName: 'resume.pdf' })]);
    const view = renderComponent(<DocumentUpload kind="resume" review={review} />);
    const block = await screen.findByRole('region', { name: 'Resume' }, { timeout: 10_000 });
    expect(await within(block).findByText('Review of d-7')).toBeInTheDocument();
    view.unmount();

    const { block: empty } = await renderBlock('resume');
    expect(within(empty).queryByText(/Review of/)).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await initI18n('es');
    const { block } = await renderBlock('reference', [doc({ id: 'r-1', kind: 'reference', fileName: 'carta.pdf', size: 1536 * 1024 })]);
    expect(within(block).getByRole('heading', { name: 'Referencias' })).toBeInTheDocument();
    expect(within(block).getByText(/1,5 MB · subido el/)).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Eliminar carta.pdf' })).toBeInTheDocument();
    expect(within(block).getByLabelText('Elige archivos')).toBeInTheDocument();
  });
});
