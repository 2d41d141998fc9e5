import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { CHECKLIST_KEY } from './checklist';

const TITLES = { en: 'Relocation Support', es: 'Apoyo para la mudanza' };
const SECTIONS = {
  en: ['Welcome to Tampa Bay', 'Guides for your move', 'Work authorization and visas', 'Your first 30 days', 'Need personal support?'],
  es: [
    'Te damos la bienvenida a Tampa Bay',
    'Guías para tu mudanza',
    'Permiso de trabajo y visas',
    'Tus primeros 30 días',
    '¿Necesitas apoyo personalizado?',
  ],
};

async function openRelocation(language: 'en' | 'es' = 'en') {
  await initI18n(language);
  const view = renderApp('/relocation-support');
  await screen.findByRole('heading', { level: 1, name: TITLES[language] });
  return { ...view, main: screen.getByRole('main') };
}

describe.each(['en', 'es'] as const)('Relocation support in %s', (language) => {
  it('leads to three guides and to personal support, under an unbroken outline', async () => {
    const { main } = await openRelocation(language);
    const titles = within(main).getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(SECTIONS[language]);
    const levels = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1] + 1);
    });

    const guides = within(main.querySelector<HTMLElement>('#guides')!).getAllByRole('link');
    expect(guides.map((link) => link.getAttribute('href'))).toEqual(['/essentials', '/transportation', '/community']);
    const support = main.querySelector<HTMLElement>('#personal-support')!;
    expect(within(support).getByRole('link')).toHaveAttribute('href', '/contact-us');
    expect(main.querySelector('blockquote')).not.toBeNull();
  });
});

it('explains the J-1 rules with official sources in new tabs and a not-legal-advice line', async () => {
  const { main } = await openRelocation();
  const work = main.querySelector<HTMLElement>('#work-authorization')!;
  expect(work).toHaveTextContent('TeachBay does not sponsor visas, and neither does the State of Florida');
  expect(work).toHaveTextContent('item 1(a) of your DS-2019');
  expect(work).toHaveTextContent('not legal advice');
  expect(within(work).getAllByRole('heading', { level: 3 })).toHaveLength(8);
  const sources = [
    [/J-1 Exchange Visitor Program/, 'https://j1visa.state.gov'],
    [/Teachers trained abroad/, 'https://www.fldoe.org/teaching/certification/foreign-trained-grads/'],
  ] as const;
  for (const [name, href] of sources) {
    const link = within(work).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

it('tells how to get an SSN, about J-1 sponsors and insurance and, for schools, the H-1B fee, each with dated sources', async () => {
  const { main } = await openRelocation();
  const work = main.querySelector<HTMLElement>('#work-authorization')!;
  const factsUnder = (title: string) => {
    const heading = within(work).getByRole('heading', { level: 3, name: title });
    const facts = heading.nextElementSibling as HTMLElement;
    const sources = facts.nextElementSibling as HTMLElement;
    return { facts: facts.textContent, sources: within(sources).getAllByRole('link') };
  };
  const ssn = factsUnder('Getting your Social Security number');
  expect(ssn.facts).toContain('no earlier than 10 days after you arrive');
  expect(ssn.facts).toContain('Form SS-5, your passport, your DS-2019, your I-94 arrival record and your job offer letter');
  expect(ssn.facts).toContain('Not an ITIN');
  expect(ssn.sources.map((link) => link.getAttribute('href'))).toContain('https://www.irs.gov/taxtopics/tc857');

  const sponsors = factsUnder('J-1 sponsors and health insurance');
  expect(sponsors.facts).toContain('at least $100,000 per accident or illness');
  expect(sponsors.sources[0]).toHaveAttribute('href', 'https://j1visa.state.gov/participants/how-to-apply/sponsor-search/');

  const h1b = factsUnder('For schools: hiring a teacher on an H-1B visa');
  expect(h1b.facts).toContain('65,000 new visas a year, plus 20,000');
  expect(h1b.facts).toContain('signed on September 19, 2025');
  expect(h1b.facts).toContain('September 21, 2025, for 12 months (to September 21, 2026) unless extended');
  expect(h1b.facts).toContain('We could not confirm whether the proclamation was extended');
  for (const link of [...ssn.sources, ...sponsors.sources, ...h1b.sources]) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.parentElement).toHaveTextContent(/^Source: /);
  }
});

it('keeps checklist ticks in local storage only, restores them and prints on demand', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => {});
  const { main, user, unmount } = await openRelocation();
  const checklist = main.querySelector<HTMLElement>('#first-30-days')!;
  expect(within(checklist).getAllByRole('checkbox')).toHaveLength(9);
  expect(checklist).toHaveTextContent('Nothing is sent to TeachBay');

  await user.click(within(checklist).getByRole('checkbox', { name: 'Apply for your Social Security number (SSN)' }));
  await user.click(within(checklist).getByRole('checkbox', { name: /Get your Florida driver license/ }));
  expect(JSON.parse(localStorage.getItem(CHECKLIST_KEY)!)).toEqual(['ssn', 'license']);
  expect(within(checklist).getByRole('status')).toHaveTextContent('2 of 9 steps done');

  const license = within(checklist).getByRole('checkbox', { name: /Get your Florida driver license/ }).closest('li')!;
  expect(within(license).getByRole('link', { name: 'Driver license steps' })).toHaveAttribute('href', '/transportation#cars');
  expect(within(license).getByRole('link', { name: /FLHSMV/ })).toHaveAttribute('target', '_blank');

  await user.click(within(checklist).getByRole('button', { name: 'Print checklist' }));
  expect(print).toHaveBeenCalledOnce();

  unmount();
  const again = await openRelocation();
  const restored = within(again.main.querySelector<HTMLElement>('#first-30-days')!);
  expect(restored.getByRole('checkbox', { name: 'Apply for your Social Security number (SSN)' })).toBeChecked();
  expect(restored.getByRole('checkbox', { name: /Get your Florida driver license/ })).toBeChecked();
  expect(restored.getByRole('checkbox', { name: /Open a bank/ })).not.toBeChecked();

  await again.user.click(restored.getByRole('button', { name: 'Clear all ticks' }));
  expect(localStorage.getItem(CHECKLIST_KEY)).toBeNull();
  expect(restored.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  print.mockRestore();
});

it('reads a checklist in Spanish and ignores a stored value that is not its own', async () => {
  localStorage.setItem(CHECKLIST_KEY, '{"not":"a list"}');
  const { main } = await openRelocation('es');
  const checklist = within(main.querySelector<HTMLElement>('#first-30-days')!);
  expect(checklist.getByRole('checkbox', { name: 'Prepárate para la temporada de huracanes' })).not.toBeChecked();
  expect(checklist.getByRole('button', { name: 'Imprimir la lista' })).toBeVisible();
  expect(checklist.getByRole('status')).toHaveTextContent('0 de 9 pasos completados');
});
