import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

async function openPage(language: 'en' | 'es' = 'en') {
  await initI18n(language);
  renderApp('/online-courses');
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('main');
}

describe('Online courses (Professional Development)', () => {
  it('is headed Professional Development', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Professional Development');
  });

  it('has four educator websites, the fourth at the same address as the third', async () => {
    const main = await openPage();
    const websites = within(main).getByRole('region', { name: 'Websites for educators' });
    expect(within(websites).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const links = within(websites).getAllByRole('link', { name: /^Visit Website/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.edutopia.org',
      'https://www.ascd.org',
      'https://www.coursera.org',
      'https://www.coursera.org',
    ]);
    expect(links[3].getAttribute('href')).toBe(links[2].getAttribute('href'));
    expect(within(websites).getByText(/The link opens Coursera's home page: search there for education programs\./)).toBeInTheDocument();
  });

  it('has four online-course tiles, each a picture and caption linking to another site', async () => {
    const main = await openPage();
    const list = within(main).getByRole('list', { name: 'Online courses' });
    const tiles = within(list).getAllByRole('link');
    expect(tiles.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.open.edu/openlearn/education-development/free-courses',
      'https://alison.com/courses?query=teaching',
      'https://www.edx.org/learn/teaching',
      'https://matheducators.stackexchange.com',
    ]);
    expect(tiles[0]).toHaveAccessibleName(/The Open University \(OpenLearn\)/);
    for (const tile of tiles) expect(tile.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('opens every outside link in a new tab without giving it access to this page', async () => {
    const main = await openPage();
    const external = main.querySelectorAll('a[href^="http"]');
    expect(external).toHaveLength(8);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('speaks Spanish', async () => {
    const main = await openPage('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Desarrollo profesional');
    expect(within(main).getAllByRole('link', { name: /^Visitar el sitio web/ })).toHaveLength(4);
    expect(within(main).getByRole('list', { name: 'Cursos en línea' })).toBeInTheDocument();
  });
});
