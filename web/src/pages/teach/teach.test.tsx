import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

const TEXTS = {
  en: {
    title: 'Teach in Florida',
    internal: ['Teacher resources', 'Professional development'],
    sections: ['Find a school', 'Get certified in Florida'],
    locator: /Find a school \(NCES school search\)/,
    certification: /Florida educator certification/,
  },
  es: {
    title: 'Enseña en Florida',
    internal: ['Recursos para docentes', 'Desarrollo profesional'],
    sections: ['Encuentra una escuela', 'Obtén tu certificación en Florida'],
    locator: /Busca una escuela \(buscador del NCES\)/,
    certification: /Certificación docente de Florida/,
  },
};

describe.each(['en', 'es'] as const)('Teach in %s', (language) => {
  it('links teacher resources, professional development and two sites in new tabs', async () => {
    await initI18n(language);
    renderApp('/teach');
    await screen.findByRole('heading', { level: 1, name: TEXTS[language].title });
    const main = screen.getByRole('main');
    const texts = TEXTS[language];

    const link = (name: string | RegExp) => within(main).getByRole('link', { name });
    expect(link(texts.internal[0])).toHaveAttribute('href', '/teacher-resources');
    expect(link(texts.internal[1])).toHaveAttribute('href', '/online-courses');

    const outside = [
      [link(texts.locator), 'https://nces.ed.gov/ccd/schoolsearch/'],
      [link(texts.certification), 'https://www.fldoe.org/teaching/certification/'],
    ] as const;
    for (const [link, href] of outside) {
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(main.querySelectorAll('a[target="_blank"]')).toHaveLength(2);
  });

  it('summarizes Florida certification in six steps for teachers trained abroad', async () => {
    await initI18n(language);
    renderApp('/teach');
    await screen.findByRole('heading', { level: 1, name: TEXTS[language].title });
    const main = screen.getByRole('main');
    const titles = within(main).getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(TEXTS[language].sections);
    const certify = within(main).getByRole('region', { name: TEXTS[language].sections[1] });
    expect(within(certify).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(certify.querySelectorAll('ol > li')).toHaveLength(6);
  });
});
