import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderComponent } from '@/test/render-component';
import { ShareLinks } from './share-links';

const ADDRESS = 'https://teachbay.test/subscribe';
const MESSAGE = 'Teach in Tampa Bay:';

function renderLinks(label?: string) {
  return renderComponent(
    <ShareLinks url={ADDRESS} message={MESSAGE} emailSubject="Jobs & moves" label={label} />,
  );
}

describe('ShareLinks', () => {
  it('shares the address on four networks, each in a new tab, loading nothing from them', () => {
    renderLinks('Share this page');
    const list = screen.getByRole('list', { name: 'Share this page' });
    const page = encodeURIComponent(ADDRESS);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${page}`,
      `https://x.com/intent/post?text=${encodeURIComponent(MESSAGE)}&url=${page}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${page}`,
      `https://wa.me/?text=${encodeURIComponent(`${MESSAGE} ${ADDRESS}`)}`,
      `mailto:?subject=Jobs%20%26%20moves&body=${encodeURIComponent(`${MESSAGE}\n\n${ADDRESS}`)}`,
    ]);
    for (const link of links.slice(0, 4)) expect(link).toHaveAttribute('target', '_blank');
    // The visitor's own mail program opens, not a new tab.
    expect(links[4]).not.toHaveAttribute('target');
    expect(document.querySelector('iframe, script')).toBeNull();
  });

  it('names the links in Spanish', async () => {
    await act(() => setLanguage('es'));
    renderLinks();
    expect(screen.getByRole('link', { name: /^Compartir por WhatsApp/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compartir por correo electrónico' })).toBeInTheDocument();
  });
});
