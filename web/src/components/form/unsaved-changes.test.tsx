import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { UnsavedChanges } from './unsaved-changes';

function Form() {
  const [value, setValue] = useState('');
  const [saved, setSaved] = useState('');
  return (
    <>
      <input aria-label="Address" value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="button" onClick={() => setSaved(value)}>
        Save
      </button>
      <UnsavedChanges dirty={value !== saved} />
      <Link to="/matches">Matches</Link>
      <Link to="/form#address">Address field</Link>
    </>
  );
}

function renderForm() {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/form']}>
        <Routes>
          <Route path="/form" element={<Form />} />
          <Route path="/matches" element={<h1>Matches</h1>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return user;
}

describe('UnsavedChanges', () => {
  it('lets a clean form go without asking', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('link', { name: 'Matches' }));
    expect(await screen.findByRole('heading', { name: 'Matches' })).toBeInTheDocument();
  });

  it('asks before another page: Stay keeps the page, Leave goes on', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Address'), '2204 W Kennedy Blvd');
    await user.click(screen.getByRole('link', { name: 'Matches' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Address')).toHaveValue('2204 W Kennedy Blvd');

    await user.click(screen.getByRole('link', { name: 'Matches' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Matches' })).toBeInTheDocument();
  });

  it('lets a link within the page go, and stops asking once saved', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Address'), 'Tampa');
    await user.click(screen.getByRole('link', { name: 'Address field' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Matches' }));
    expect(await screen.findByRole('heading', { name: 'Matches' })).toBeInTheDocument();
  });

  it('has the browser ask before a reload while there are changes', async () => {
    const user = renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Address'), 'Tampa');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
