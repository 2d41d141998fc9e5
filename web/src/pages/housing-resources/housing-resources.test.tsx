import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { APARTMENT_OPERATORS, BROKERAGES, RENTS, SINGLE_FAMILY_RENTALS } from './data';

async function openPage() {
  const view = renderApp('/housing-resources');
  await screen.findByRole('heading', { level: 1, name: 'Housing Resources' });
  return { ...view, main: screen.getByRole('main') };
}

function expectNewTab(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

describe('Housing resources', () => {
  it('has its sections in order, with no heading level skipped', async () => {
    const { main } = await openPage();
    expect(within(main).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Rental companies and property managers',
      'Rents by area',
      'Schools and nearby real-estate agencies',
      'Get off to a strong start',
    ]);
    const levels = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1] + 1);
    });
  });

  it('leads to the map section from the top and from Find Your School, and to the contact page', async () => {
    const { main } = await openPage();
    const actions = within(main).getByRole('list', { name: 'Housing shortcuts' });
    expect(within(actions).getByRole('link', { name: 'Schools and nearby agencies' })).toHaveAttribute(
      'href',
      '/housing-resources#housing-map',
    );
    expect(within(actions).getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact-us');

    const map = main.querySelector('section#housing-map');
    expect(map).not.toBeNull();
    const region = within(main).getByRole('region', { name: 'Schools and nearby real-estate agencies' });
    expect(region).toBe(map);
    expect(within(main).getByRole('link', { name: 'Find Your School' })).toHaveAttribute(
      'href',
      '/housing-resources#housing-map',
    );
    // Schools that are not in TeachBay's list can be found at the national search.
    expectNewTab(within(region).getByRole('link', { name: /NCES school search/ }), 'https://nces.ed.gov/ccd/schoolsearch/');
  });

  it('shows two honest cards of rental companies, each firm linked to its own site, and no partners', async () => {
    const { main } = await openPage();
    const cards = within(main).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Single-family rental companies',
      'Apartment communities',
    ]);
    const groups = [
      [cards[0], SINGLE_FAMILY_RENTALS],
      [cards[1], APARTMENT_OPERATORS],
    ] as const;
    for (const [card, firms] of groups) {
      expect(within(card).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(
        firms.map((firm) => firm.name),
      );
      for (const firm of firms) {
        if (!firm.website) continue;
        const name = new RegExp(`: ${firm.name.replace(/[()]/g, '\\$&')}`);
        expectNewTab(within(card).getByRole('link', { name }), firm.website);
      }
    }
    expect(within(cards[0]).getByText(/about 5,500 homes .* \(Tampa Bay Times, 2024\)/)).toBeInTheDocument();

    const brokerages = within(main).getByRole('list', { name: 'Real-estate brokerages' });
    expect(within(brokerages).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      BROKERAGES.map((firm) => firm.website),
    );
    // The page's own sections call no firm a partner (the introduction comes from `pages`).
    for (const section of main.querySelectorAll('section')) {
      expect(section.textContent).not.toMatch(/\bpartners?\b/i);
    }
  });

  it('gives practical renting tips with the sourced caution and a contact link', async () => {
    const { main } = await openPage();
    const start = within(main).getByRole('region', { name: 'Get off to a strong start' });
    expect(start).toHaveAttribute('id', 'strong-start');
    expect(within(start).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Renting without a U.S. credit history',
      'Deposits and money up front',
      'Renters and flood insurance',
      'Hurricane season',
      'Before you sign a lease',
    ]);
    const caution = /about 27,000 single-family homes .* \(Tampa Bay Times analysis, 2024\)/;
    expect(within(start).getByText(caution)).toBeInTheDocument();
    expect(within(start).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(within(main).getByRole('link', { name: /read our caution/ })).toHaveAttribute(
      'href',
      '/housing-resources#before-you-sign',
    );
  });

  it('gives rents by area, each with its date and a link to its source', async () => {
    const { main } = await openPage();
    const section = within(within(main).getByRole('region', { name: 'Rents by area' }));
    const rows = section.getAllByRole('listitem');
    expect(rows).toHaveLength(RENTS.length);
    expect(rows[0]).toHaveTextContent(
      'Tampa (city): an average of $1,635 a month for a one-bedroom apartment, October 22, 2025.',
    );
    expect(rows.find((row) => row.textContent?.startsWith('Wesley Chapel (Pasco): a median of $1,901'))).toHaveTextContent(
      'May 2024',
    );
    RENTS.forEach(({ href }, index) => {
      const link = within(rows[index]).getByRole('link');
      expectNewTab(link, href);
      expect(link.parentElement).toHaveTextContent(/^Source: .+\d{4}/);
    });
    expect(section.getByText(/no recent sourced rents for Riverview/)).toBeInTheDocument();
  });

  it('is written in Spanish', async () => {
    await initI18n('es');
    renderApp('/housing-resources');
    await screen.findByRole('heading', { level: 1, name: 'Recursos de vivienda' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 2, name: 'Empieza con el pie derecho' })).toBeInTheDocument();
    expect(within(main).getByText(/^Centro de St. Petersburg: una mediana de 1,528 dólares/)).toBeInTheDocument();
    expect(within(main).getAllByText(/^Fuente:/).length).toBeGreaterThan(0);
    expect(within(main).getByRole('link', { name: 'Escuelas y agencias cercanas' })).toHaveAttribute(
      'href',
      '/housing-resources#housing-map',
    );
  });
});
