import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

async function openPage(language: 'en' | 'es' = 'en') {
  await initI18n(language);
  renderApp('/tech-integration');
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('main');
}

describe('Tech integration', () => {
  it('lists four tools, each with a See Site button that opens it in a new tab', async () => {
    const main = await openPage();
    const names = within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Nearpod', 'Pear Deck', 'Flip (formerly Flipgrid)', 'Whiteboard.chat']);
    const links = within(main).getAllByRole('link', { name: /^See Site/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://nearpod.com',
      'https://www.peardeck.com',
      'https://info.flip.com',
      'https://www.whiteboard.chat',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('says Flip is retired, advises against it and names what replaced it', async () => {
    const main = await openPage();
    const flip = within(main).getByRole('heading', { name: 'Flip (formerly Flipgrid)' }).closest('article');
    expect(flip).not.toBeNull();
    const card = within(flip as HTMLElement);
    expect(card.getByText(/^Retired: Microsoft closed Flip on September 30, 2024\. We do not recommend it/)).toBeInTheDocument();
    expect(card.getByText(/Flip camera in Microsoft Teams for Education/)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    const main = await openPage('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Herramientas de integración tecnológica');
    expect(within(main).getAllByRole('link', { name: /^Ver el sitio/ })).toHaveLength(4);
    expect(within(main).getByText(/^Retirada: Microsoft cerró Flip el 30 de septiembre de 2024/)).toBeInTheDocument();
  });
});
