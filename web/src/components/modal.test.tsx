import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/test/render-component';
import { Modal } from './modal';

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open templates
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Templates">
        <p>Inside</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('starts hidden, opens with its title, and closes with its button, returning focus', async () => {
    const { user } = renderComponent(<Example />);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByText('Inside')).not.toBeInTheDocument();

    const opener = screen.getByRole('button', { name: 'Open templates' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Templates' })).toHaveAttribute('open');
    expect(screen.getByText('Inside')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByText('Inside')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on its content', async () => {
    const { user } = renderComponent(<Example />);
    await user.click(await screen.findByRole('button', { name: 'Open templates' }));
    await user.click(screen.getByText('Inside'));
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  });
});

it('keeps Tab and Shift+Tab inside the open modal', async () => {
  const { user } = renderComponent(
    <>
      <button type="button">Outside</button>
      <Modal open onClose={() => {}} title="Templates">
        <a href="/templates/a.pdf">First download</a>
        <a href="/templates/b.pdf">Last download</a>
      </Modal>
    </>,
  );
  const close = await screen.findByRole('button', { name: 'Close' });
  const last = screen.getByRole('link', { name: 'Last download' });
  last.focus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(last).toHaveFocus();
});
