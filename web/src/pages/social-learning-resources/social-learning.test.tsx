import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

async function openPage(language: 'en' | 'es' = 'en') {
  await initI18n(language);
  renderApp('/social-learning-resources');
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('main');
}

describe('Social learning resources', () => {
  it('lists four resources, each with a Visit Site button that opens it in a new tab', async () => {
    const main = await openPage();
    const names = within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual([
      'Learning for Justice (formerly Teaching Tolerance)',
      'Newsela',
      'EmbraceRace',
      'Facing History and Ourselves',
    ]);
    const links = within(main).getAllByRole('link', { name: /^Visit Site/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.learningforjustice.org',
      'https://newsela.com',
      'https://www.embracerace.org',
      'https://www.facinghistory.org',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('asks teachers to check Florida rules on supplemental materials', async () => {
    const main = await openPage();
    expect(within(main).getByText(/review supplemental materials for compliance with state law/)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    const main = await openPage('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recursos de aprendizaje social');
    expect(within(main).getAllByRole('link', { name: /^Visitar el sitio/ })).toHaveLength(4);
    expect(
      within(main).getByRole('heading', { level: 2, name: 'Learning for Justice (antes Teaching Tolerance)' }),
    ).toBeInTheDocument();
  });
});
