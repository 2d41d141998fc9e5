import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

const TEXTS = {
  en: {
    title: 'Teach in Florida',
    internal: ['Teacher resources', 'Professional development'],
    sections: ['Find a school', 'Get certified in Florida', 'Certification costs', 'District hiring pages'],
    locator: /Find a school \(NCES school search\)/,
    certification: /Florida educator certification/,
    registration: /FTCE registration \(fl\.nesinc\.com\)/,
    feeTable: 'FTCE exam fees as listed by a Florida school district',
    districts: 'School districts',
  },
  es: {
    title: 'Enseña en Florida',
    internal: ['Recursos para docentes', 'Desarrollo profesional'],
    sections: [
      'Encuentra una escuela',
      'Obtén tu certificación en Florida',
      'Costos de la certificación',
      'Páginas de empleo de los distritos',
    ],
    locator: /Busca una escuela \(buscador del NCES\)/,
    certification: /Certificación docente de Florida/,
    registration: /Inscripción en los FTCE \(fl\.nesinc\.com\)/,
    feeTable: 'Tarifas de los exámenes FTCE según un distrito escolar de Florida',
    districts: 'Distritos escolares',
  },
};

const DISTRICT_PAGES = [
  ['Hillsborough County Public Schools', 'https://www.teachintampa.com', 'tel:+18132724000'],
  ['Pinellas County Schools', 'https://www.pcsb.org/Page/40222', 'tel:+17275886000'],
  ['Pasco County Schools', 'https://www.pasco.k12.fl.us', 'tel:+18137942000'],
];

describe.each(['en', 'es'] as const)('Teach in %s', (language) => {
  it('links teacher resources, professional development and the outside sites in new tabs', async () => {
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
      [link(texts.registration), 'https://www.fl.nesinc.com'],
    ] as const;
    for (const [link, href] of outside) {
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    // NCES, FLDOE, FTCE registration and the three district hiring pages.
    expect(main.querySelectorAll('a[target="_blank"]')).toHaveLength(6);
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
    // The Professional Certificate lasts five school years and is renewed: it is not permanent.
    expect(certify.querySelectorAll('ol > li')[5]).toHaveTextContent(
      language === 'en' ? 'valid for five school years and renewable, not permanent' : 'válido por cinco años escolares y renovable, no permanente',
    );
  });
});

describe.each(['en', 'es'] as const)('Teach costs and hiring in %s', (language) => {
  it('lists the certification fees in a table and links the three district hiring pages', async () => {
    await initI18n(language);
    renderApp('/teach');
    await screen.findByRole('heading', { level: 1, name: TEXTS[language].title });
    const main = screen.getByRole('main');

    const costs = within(main).getByRole('region', { name: TEXTS[language].sections[2] });
    expect(costs).toHaveTextContent('$75');
    const table = within(costs).getByRole('table', { name: TEXTS[language].feeTable });
    for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('rowheader');
    expect(rows).toHaveLength(4);
    for (const header of rows) expect(header).toHaveAttribute('scope', 'row');
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '$130',
      '$32.50–$97.50',
      '$150',
      '$150',
    ]);
    expect(costs).toHaveTextContent('$200');
    expect(costs).toHaveTextContent(/10 (years|años)/);
    expect(costs).toHaveTextContent(/2025 \(Teachers Test Prep, 2025\)/);

    const districts = within(main).getByRole('group', { name: TEXTS[language].districts });
    const names = within(districts).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(DISTRICT_PAGES.map(([name]) => name));
    for (const [name, href, tel] of DISTRICT_PAGES) {
      const link = within(districts).getByRole('link', { name: new RegExp(`: ${name}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const card = link.closest('article')!;
      expect(within(card).getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', tel);
    }
  });
});

it('says Pasco’s link opens the district’s website, whose Employment section has the openings', async () => {
  renderApp('/teach');
  const link = await screen.findByRole('link', { name: /District website: Pasco County Schools/ });
  expect(link.closest('article')).toHaveTextContent(/The link opens the district's website: its job openings are in the Employment section\./);
});
