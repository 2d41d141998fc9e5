import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

async function openPage(language: 'en' | 'es' = 'en') {
  await initI18n(language);
  renderApp('/assessment-and-data-tracking');
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('main');
}

describe('Assessment and data tracking', () => {
  it('lists six tools under their current names, each opening its site in a new tab', async () => {
    const main = await openPage();
    const names = within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual([
      'Pear Assessment (formerly Edulastic)',
      'Formative',
      'Blooket',
      'Kahoot!',
      'Wayground (formerly Quizizz)',
      'Google Forms',
    ]);
    const links = within(main).getAllByRole('link', { name: /^Visit Website/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.peardeck.com',
      'https://www.goformative.com',
      'https://www.blooket.com',
      'https://kahoot.com',
      'https://wayground.com',
      'https://forms.google.com',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('says which tools were renamed, and to check the approved-software list', async () => {
    const main = await openPage();
    expect(within(main).getByText('Edulastic is now Pear Assessment, part of Pear Deck Learning.')).toBeInTheDocument();
    expect(within(main).getByText('Quizizz is now called Wayground.')).toBeInTheDocument();
    expect(within(main).getByText(/approved-software list/)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    const main = await openPage('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Evaluación y seguimiento de datos');
    expect(within(main).getAllByRole('link', { name: /^Visitar el sitio web/ })).toHaveLength(6);
    expect(within(main).getByText('Quizizz ahora se llama Wayground.')).toBeInTheDocument();
  });
});
