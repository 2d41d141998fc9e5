import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

const SECTIONS = {
  en: ['Cars', 'Public transit', 'Bikes and scooters'],
  es: ['Autos', 'Transporte público', 'Bicicletas y scooters'],
};
const IDS = ['cars', 'public-transit', 'bike-scooters'];

async function openTransportation(language: 'en' | 'es') {
  await initI18n(language);
  renderApp('/transportation');
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Transportation' : 'Transporte' });
  return screen.getByRole('main');
}

describe.each(['en', 'es'] as const)('Transportation in %s', (language) => {
  it('has three sections with their anchors, an in-page nav to them and an unbroken outline', async () => {
    const main = await openTransportation(language);
    const titles = within(main).getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(SECTIONS[language]);
    IDS.forEach((id, index) => {
      expect(main.querySelector(`section#${id}`)).toHaveAccessibleName(SECTIONS[language][index]);
    });
    const nav = within(main).getByRole('navigation');
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      IDS.map((id) => `/transportation#${id}`),
    );

    const levels = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1] + 1);
    });
  });
});

it('links rental companies, transit agencies and city programmes in new tabs, and calls by tel:', async () => {
  const main = await openTransportation('en');
  const external = [...main.querySelectorAll('a[href^="http"]')];
  // 7 rental companies, the airport, FLHSMV, 4 transit agencies, 2 cities.
  expect(external).toHaveLength(15);
  for (const link of external) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const cars = main.querySelector<HTMLElement>('#cars')!;
  expect(within(cars).getByRole('link', { name: /Enterprise/ })).toHaveAttribute('href', 'https://www.enterprise.com');
  expect(within(cars).getByRole('link', { name: /FLHSMV/ })).toHaveAttribute('href', 'https://www.flhsmv.gov');
  expect(cars).toHaveTextContent(/Philippines, Colombia/);

  const transit = main.querySelector<HTMLElement>('#public-transit')!;
  expect(within(transit).getByRole('link', { name: /Customer service: \(813\) 254-4278/ })).toHaveAttribute(
    'href',
    'tel:+18132544278',
  );
  expect(within(transit).getByRole('link', { name: /InfoLine: \(727\) 540-1900/ })).toHaveAttribute(
    'href',
    'tel:+17275401900',
  );
  expect(transit.querySelectorAll('a[href^="tel:"]')).toHaveLength(2);
  const teco = within(transit).getByRole('heading', { level: 3, name: 'TECO Line Streetcar' }).closest('article')!;
  expect(teco).toHaveTextContent(/through September 2025/);
  expect(transit).toHaveTextContent('$2.25 per ride');
  expect(transit).toHaveTextContent('Fares (2023)');

  const bikes = main.querySelector<HTMLElement>('#bike-scooters')!;
  expect(within(bikes).getByRole('link', { name: /tampa\.gov/ })).toHaveAttribute('href', 'https://www.tampa.gov');
  expect(bikes).toHaveTextContent(/check today's operators on the city's page/);
});

it('explains the transit cards in Spanish', async () => {
  const main = await openTransportation('es');
  expect(within(main).getByRole('link', { name: /Visitar sitio web: TECO Line Streetcar/ })).toHaveAttribute(
    'href',
    'https://www.tecolinestreetcar.org',
  );
  expect(within(main).getByRole('heading', { level: 3, name: 'Tu licencia de conducir de Florida' })).toBeVisible();
  expect(within(main).getByText(/^Para el teléfono y los demás datos de contacto de GoPasco, consulta el sitio web del condado de Pasco\.$/)).toBeInTheDocument();
  expect(main).toHaveTextContent(/Pueden haber cambiado otra vez: consulta en la página de la ciudad qué empresas operan hoy\./);
});
