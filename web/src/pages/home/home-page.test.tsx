import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { stubIntersectionObserver } from './test-support';

// The first render waits for the page's code and texts to load.
const LOADING = { timeout: 5000 };

const HEADINGS = {
  en: [
    'How TeachBay works',
    'Help for every part of your move',
    "Tampa Bay's public school districts",
    'Local real estate firms to start your search',
    'A new start on the bay',
    'Resources for your classroom',
    'Stay up to date with TeachBay',
  ],
  es: [
    'Cómo funciona TeachBay',
    'Ayuda para cada parte de tu mudanza',
    'Los distritos escolares públicos de Tampa Bay',
    'Inmobiliarias locales para empezar tu búsqueda',
    'Un nuevo comienzo junto a la bahía',
    'Recursos para tu aula',
    'Mantente al día con TeachBay',
  ],
};

let viewport: ReturnType<typeof stubIntersectionObserver>;

beforeEach(() => {
  viewport = stubIntersectionObserver();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openHome(language: 'en' | 'es' = 'en') {
  if (language === 'es') await act(() => setLanguage('es'));
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 2, name: HEADINGS[language][0] }, LOADING);
  return view;
}

/** The section named by its heading. */
function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

function hrefs(links: HTMLElement[]) {
  return links.map((link) => link.getAttribute('href'));
}

describe('home page', () => {
  it.each(['en', 'es'] as const)('shows every section under its heading in %s', async (lang) => {
    await openHome(lang);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(HEADINGS[lang]);
  });

  it('numbers the four steps, and the first leads to registration', async () => {
    const { user } = await openHome();
    const steps = section('How TeachBay works').getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Create your account',
      'Upload your credentials',
      'Track your applications',
      'Get support for your move',
    ]);
    const register = within(steps[0]).getByRole('link', { name: 'Register now' });
    expect(register).toHaveAttribute('href', '/user/register');

    await user.click(register);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How TeachBay works' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Track your applications', 'See the vacancies'],
    ['es', 'Sigue tus postulaciones', 'Ver las vacantes'],
  ] as const)('leads from the step about applications to the job board, in %s', async (lang, step, link) => {
    await openHome(lang);
    const steps = section(HEADINGS[lang][0]).getAllByRole('listitem');
    expect(within(steps[2]).getByRole('heading')).toHaveTextContent(step);
    expect(within(steps[2]).getByRole('link', { name: link })).toHaveAttribute('href', '/vacancies');
  });

  it('leads to the guides on housing, relocation and community, and to Explore', async () => {
    const { user } = await openHome();
    const help = section('Help for every part of your move');
    expect(hrefs(help.getAllByRole('link'))).toEqual([
      '/housing-resources',
      '/relocation-support',
      '/community',
      '/explore',
    ]);
    expect(help.getByRole('link', { name: 'Housing' })).toBeInTheDocument();

    await user.click(help.getByRole('link', { name: 'See more guides' }));
    const explore = { level: 1, name: 'Explore Tampa Bay' } as const;
    expect(await screen.findByRole('heading', explore)).toBeInTheDocument();
  });

  it('links to the three school districts and two real estate firms, in new tabs', async () => {
    await openHome();
    // The listings link to the districts' public sites; no agreement with them is claimed.
    expect(screen.getByRole('region', { name: "Tampa Bay's public school districts" })).toHaveTextContent(
      'TeachBay has no agreement with the districts',
    );
    const districts = section("Tampa Bay's public school districts").getAllByRole('link');
    expect(hrefs(districts)).toEqual([
      'https://www.hillsboroughschools.org',
      'https://www.pcsb.org',
      'https://www.pasco.k12.fl.us',
    ]);
    const firms = section('Local real estate firms to start your search').getAllByRole('link');
    expect(hrefs(firms)).toEqual([
      'https://www.smithandassociates.com',
      'https://www.charlesrutenbergrealty.com',
    ]);
    for (const link of [...districts, ...firms]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)/);
    }
  });

  it('plays the promo only on request, and Learn More leads to About Us', async () => {
    const { user } = await openHome();
    const promo = section('A new start on the bay');
    const video = document.querySelector('video[controls]');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/promo-poster.webp');
    expect(video).toHaveAccessibleDescription(/the sun rises over calm water/);

    await user.click(promo.getByRole('link', { name: 'Learn more about us' }));
    const about = { level: 1, name: 'About TeachBay' } as const;
    expect(await screen.findByRole('heading', about)).toBeInTheDocument();
  });

  it('leads to the teacher resources pages', async () => {
    await openHome();
    expect(hrefs(section('Resources for your classroom').getAllByRole('link'))).toEqual([
      '/teacher-resources',
      '/classroom-management',
      '/lesson-planning-and-curriculum-resources',
      '/online-courses',
    ]);
  });

  it.each([
    ['en', 'Stay up to date with TeachBay', 'Our team replies within 24 hours.'],
    ['es', 'Mantente al día con TeachBay', 'Nuestro equipo responde en menos de 24 horas.'],
  ] as const)('promises a reply within 24 hours in %s', async (language, heading, promise) => {
    await openHome(language);
    expect(section(heading).getByText(promise, { exact: false })).toBeInTheDocument();
  });

  it('loads the newsletter form only when the sign-up section comes near', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json([]));
    await openHome();
    const signUp = section('Stay up to date with TeachBay');
    expect(signUp.queryByRole('form')).not.toBeInTheDocument();

    viewport.scrollNear();
    const form = await signUp.findByRole('form', { name: 'Newsletter sign-up' }, LOADING);
    expect(form).toBeInTheDocument();
  });
});
