import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

const SECTIONS = {
  en: ['Local community', 'Health and well-being', 'Volunteer'],
  es: ['Comunidad local', 'Salud y bienestar', 'Voluntariado'],
};
const IDS = ['local-community', 'community-health', 'volunteer'];

async function openCommunity(language: 'en' | 'es') {
  await initI18n(language);
  const view = renderApp('/community');
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Community' : 'Comunidad' });
  return { ...view, main: screen.getByRole('main') };
}

/** levels lists the heading levels in the main content, in document order. */
function levels(main: HTMLElement) {
  return [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
}

describe.each(['en', 'es'] as const)('Community in %s', (language) => {
  it('has three sections with their anchors, an in-page nav to them and an unbroken outline', async () => {
    const { main } = await openCommunity(language);
    const titles = within(main).getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(SECTIONS[language]);
    IDS.forEach((id, index) => {
      expect(main.querySelector(`section#${id}`)).toHaveAccessibleName(SECTIONS[language][index]);
    });

    const nav = within(main).getByRole('navigation');
    const anchors = within(nav).getAllByRole('link');
    expect(anchors.map((link) => link.getAttribute('href'))).toEqual(IDS.map((id) => `/community#${id}`));

    const outline = levels(main);
    expect(outline.filter((level) => level === 1)).toHaveLength(1);
    outline.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(outline[index - 1] + 1);
    });
    // 6 cultural organisations, 4 health centres, 6 mental-health entries, 4 ways to volunteer.
    expect(main.querySelectorAll('#local-community h4')).toHaveLength(6);
    expect(main.querySelectorAll('#community-health h4')).toHaveLength(10);
    expect(main.querySelectorAll('#volunteer h3')).toHaveLength(4);
  });
});

it('opens every organisation site in a new tab and links none that is unconfirmed', async () => {
  const { main } = await openCommunity('en');
  const external = [...main.querySelectorAll('a[href^="http"]')];
  expect(external.length).toBeGreaterThan(10);
  for (const link of external) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(screen.getByRole('link', { name: /Visit website: Pilipino American Association/ })).toHaveAttribute(
    'href',
    'https://paatoftampa.org',
  );
  const pcfi = screen.getByRole('heading', { level: 4, name: /Philippine Cultural Foundation/ }).closest('li')!;
  expect(within(pcfi).queryByRole('link')).toBeNull();
  expect(within(pcfi).getByText(/2015/)).toBeInTheDocument();
  // Without a link, the card says how to reach the group, not what its editors could not confirm.
  expect(within(pcfi).getByText(/^To reach PCFI, visit the Philippine Cultural Enrichment Complex in Tampa/)).toBeInTheDocument();

  const embassy = screen.getByRole('heading', { level: 4, name: /Philippine Embassy/ }).closest('li')!;
  expect(embassy).toHaveTextContent('527 passports renewed');
  const unitedWay = screen.getByRole('heading', { level: 3, name: 'United Way Suncoast' }).closest('li')!;
  expect(unitedWay).toHaveTextContent(/does not serve Pasco County/);
});

it('makes every phone number a tel: link', async () => {
  const { main } = await openCommunity('en');
  const phone = (name: RegExp) => within(main).getByRole('link', { name }).getAttribute('href');
  expect(phone(/Adult crisis line: \(813\) 272-2958/)).toBe('tel:+18132722958');
  expect(phone(/Children's crisis line/)).toBe('tel:+18132722882');
  expect(phone(/Outpatient services/)).toBe('tel:+18132722244');
  expect(phone(/Let's Talk/)).toBe('tel:+18449686529');
  expect(phone(/Suicide & Crisis Lifeline: 988/)).toBe('tel:988');
  expect(phone(/Community resources: 211/)).toBe('tel:211');
});

it('names the crisis lines in Spanish', async () => {
  const { main } = await openCommunity('es');
  const adult = within(main).getByRole('link', { name: /Línea de crisis para adultos: \(813\) 272-2958/ });
  expect(adult).toHaveAttribute('href', 'tel:+18132722958');
  expect(within(main).getByRole('link', { name: /Visitar sitio web: Gracepoint/ })).toHaveAttribute(
    'target',
    '_blank',
  );
});
