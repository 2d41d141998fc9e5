import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

async function openPage(language: 'en' | 'es' = 'en') {
  await initI18n(language);
  renderApp('/lesson-planning-and-curriculum-resources');
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('main');
}

describe('Lesson planning and curriculum resources', () => {
  it('lists eight sites, each with a Visit Site button that opens it in a new tab', async () => {
    const main = await openPage();
    const names = within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual([
      'Teachers Pay Teachers',
      'ReadWriteThink',
      'Khan Academy',
      'CK-12',
      'CommonLit',
      'CPALMS',
      'Share My Lesson',
      "The Teacher's Corner",
    ]);
    const links = within(main).getAllByRole('link', { name: /^Visit Site/ });
    expect(links).toHaveLength(8);
    expect(links[5]).toHaveAttribute('href', 'https://www.cpalms.org');
    expect(links[5]).toHaveAccessibleName(/Visit Site: CPALMS/);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(main).getByText(/approved-software list/)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    const main = await openPage('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Planificación de clases y recursos curriculares',
    );
    expect(within(main).getAllByRole('link', { name: /^Visitar el sitio/ })).toHaveLength(8);
    expect(within(main).getByText(/fuente oficial de Florida/)).toBeInTheDocument();
  });
});
